import type { Language } from '@app/contracts';

/** The assistant's own sentences (everything else it says comes from the FAQ). */
export const REPLIES = {
  fr: {
    greeting:
      'Bonjour ! Je suis l’assistant virtuel. Posez-moi vos questions sur la Nano Box, la Multi Boxes, le Mega Charger, la location, la maintenance ou la publicité.',
    thanks: 'Avec plaisir ! Avez-vous une autre question ?',
    human:
      'Je vous mets en relation avec notre équipe : laissez vos coordonnées dans le formulaire de contact et un conseiller vous rappelle rapidement. Notre support est disponible 24h/24 et 7j/7.',
    unknown:
      'Je ne sais pas répondre à cette question. Laissez-nous votre demande dans le formulaire de contact : notre équipe vous répondra.',
    station: (reference: string, place: string | null) =>
      `Cette image contient le QR code de la station ${reference}${place ? ` (${place})` : ''}. Pour signaler un problème ou donner votre avis sur cette station, ouvrez son formulaire de réclamation.`,
    unknownStation:
      'Cette image contient un QR code de nos stations, mais je ne retrouve pas la station. Vous pouvez tout de même remplir le formulaire de réclamation.',
    photo:
      'Merci pour la photo. Pour signaler un problème sur une station, scannez le QR code collé dessus ou envoyez-nous une photo de ce QR code : il ouvre le formulaire de réclamation de la station. Vous pouvez aussi ouvrir le formulaire de réclamation ici.',
  },
  en: {
    greeting:
      'Hello! I am the virtual assistant. Ask me about the Nano Box, Multi Boxes, the Mega Charger, renting, maintenance or advertising.',
    thanks: 'You’re welcome! Anything else I can help with?',
    human:
      'Let me put you in touch with our team: leave your details in the contact form and an advisor will call you back quickly. Our support is available 24/7.',
    unknown:
      'I don’t know the answer to that question. Leave us your request in the contact form and our team will get back to you.',
    station: (reference: string, place: string | null) =>
      `This image contains the QR code of station ${reference}${place ? ` (${place})` : ''}. To report a problem or give feedback about this station, open its complaint form.`,
    unknownStation:
      'This image contains one of our station QR codes, but I cannot find the station. You can still fill in the complaint form.',
    photo:
      'Thank you for the photo. To report a problem with a station, scan the QR code on it or send us a photo of that QR code: it opens the station’s complaint form. You can also open the complaint form here.',
  },
} as const satisfies Record<Language, unknown>;
