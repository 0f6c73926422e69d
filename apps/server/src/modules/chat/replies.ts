import type { Language } from '@app/contracts';

/** The assistant's own sentences (everything else it says comes from the FAQ). */
export const REPLIES = {
  fr: {
    greeting:
      'Bonjour ! Je suis l’assistant virtuel. Posez-moi vos questions sur la Nano Box, la Multi Boxes, le Mega Charger, la location, la maintenance ou la publicité.',
    thanks: 'Avec plaisir ! Avez-vous une autre question ?',
    human:
      'Je vous mets en relation avec notre équipe : avec « Parler à un conseiller », laissez votre nom et votre téléphone ou e-mail ; la conversation lui est transmise et un conseiller vous recontacte rapidement. Notre support est disponible 24h/24 et 7j/7.',
    unknown:
      'Je ne sais pas répondre à cette question. Avec « Parler à un conseiller », laissez votre nom et votre téléphone ou e-mail : notre équipe reçoit la conversation et vous répond.',
    suggest: 'Je ne suis pas sûr d’avoir compris. Vouliez-vous dire… ?',
    outOfDomain:
      'Je suis l’assistant de nos stations de recharge : je ne peux pas vous aider sur ce sujet. Pour une question sur la Nano Box, la Multi Boxes, le Mega Charger, la location, la maintenance ou la publicité, je suis là, et un conseiller peut aussi vous répondre.',
    incident:
      'Désolé pour ce problème. Pour qu’un technicien intervienne vite : scannez le QR code collé sur la station (sur la façade, près de l’écran ou des casiers), il ouvre la page de signalement de cette station, où un téléphone bloqué, une station en panne ou un paiement sans recharge se signale en un geste. Sans le QR code, ouvrez le formulaire de réclamation ci-dessous en indiquant le lieu. Pour un remboursement ou une urgence, parlez à un conseiller.',
    station: (reference: string, place: string | null) =>
      `Cette image contient le QR code de la station ${reference}${place ? ` (${place})` : ''}. Pour signaler un problème ou donner votre avis sur cette station, ouvrez son formulaire de réclamation.`,
    unknownStation:
      'Cette image contient un QR code de nos stations, mais je ne retrouve pas la station. Vous pouvez tout de même remplir le formulaire de réclamation.',
    incidentAt: (reference: string, place: string | null) =>
      `Désolé pour ce problème sur la station ${reference}${place ? ` (${place})` : ''}. Signalez-le depuis sa page de signalement ci-dessous : un téléphone bloqué, une station en panne ou un paiement sans recharge s’y signale en un geste, et un technicien intervient vite. Pour un remboursement ou une urgence, parlez à un conseiller.`,
    photo:
      'Merci pour la photo. Pour signaler un problème sur une station, scannez le QR code collé dessus ou envoyez-nous une photo de ce QR code : il ouvre le formulaire de réclamation de la station. Vous pouvez aussi ouvrir le formulaire de réclamation ici.',
  },
  en: {
    greeting:
      'Hello! I am the virtual assistant. Ask me about the Nano Box, Multi Boxes, the Mega Charger, renting, maintenance or advertising.',
    thanks: 'You’re welcome! Anything else I can help with?',
    human:
      'Let me put you in touch with our team: with “Talk to a person”, leave your name and phone or e-mail; the conversation is passed on and an advisor gets back to you quickly. Our support is available 24/7.',
    unknown:
      'I don’t know the answer to that question. With “Talk to a person”, leave your name and phone or e-mail: our team receives the conversation and gets back to you.',
    suggest: 'I am not sure I understood. Did you mean…?',
    outOfDomain:
      'I am the assistant for our charging stations, so I cannot help with that. For a question about the Nano Box, Multi Boxes, the Mega Charger, renting, maintenance or advertising, I am here, and a person can also answer you.',
    incident:
      'Sorry about this problem. To get a technician there quickly: scan the QR code stuck on the station (on its front, near the screen or the lockers); it opens that station’s report page, where a stuck phone, a broken station or a payment without charging is reported in one tap. Without the QR code, open the complaint form below and say where the station is. For a refund or anything urgent, talk to a person.',
    station: (reference: string, place: string | null) =>
      `This image contains the QR code of station ${reference}${place ? ` (${place})` : ''}. To report a problem or give feedback about this station, open its complaint form.`,
    unknownStation:
      'This image contains one of our station QR codes, but I cannot find the station. You can still fill in the complaint form.',
    incidentAt: (reference: string, place: string | null) =>
      `Sorry about this problem with station ${reference}${place ? ` (${place})` : ''}. Report it from its report page below: a stuck phone, a broken station or a payment without charging is reported in one tap, and a technician comes quickly. For a refund or anything urgent, talk to a person.`,
    photo:
      'Thank you for the photo. To report a problem with a station, scan the QR code on it or send us a photo of that QR code: it opens the station’s complaint form. You can also open the complaint form here.',
  },
} as const satisfies Record<Language, unknown>;
