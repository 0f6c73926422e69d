import type { Language } from './common';

/**
 * Every message the API can answer with, and every validation message a schema can raise, keyed once
 * and written in both languages. The server localizes error bodies with it; the web app shows the
 * same text for client-side validation. Texts the spec gives are kept verbatim in their language.
 * Each domain keeps its keys in its own block.
 */
const fr = {
  // --- errors (common) ---
  'error.badRequest': 'Requête invalide.',
  'error.validation': 'Certains champs sont invalides.',
  'error.unauthorized': 'Authentification requise.',
  'error.tokenExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.forbidden': 'Accès refusé.',
  'error.csrf': 'Jeton de sécurité manquant ou invalide. Rechargez la page.',
  'error.notFound': 'Ressource introuvable.',
  'error.routeNotFound': 'Cette adresse n’existe pas.',
  'error.conflict': 'Cette ressource existe déjà.',
  'error.payloadTooLarge': 'Fichier ou requête trop volumineux.',
  'error.unsupportedMediaType': 'Type de fichier non accepté. Formats acceptés : JPEG, PNG, WebP.',
  'error.rateLimited': 'Trop de tentatives. Réessayez dans quelques instants.',
  'error.internal': 'Une erreur inattendue est survenue. Réessayez plus tard.',
  'error.unavailable': 'Service momentanément indisponible.',
  'error.tooComplex': 'Ce fichier demande trop de traitement. Envoyez-en une version plus simple.',
  'error.unsupportedContentType': 'Format de requête non pris en charge.',
  'error.multipartExpected': 'Envoyez ce formulaire en multipart/form-data.',
  'error.unexpectedFile': 'Fichier inattendu dans le formulaire.',
  'error.emptyFile': 'Le fichier est vide.',
  'error.multipartMalformed': 'Formulaire mal formé ou incomplet. Renvoyez-le.',
  'error.invalidData':
    'Une valeur envoyée n’est pas acceptée (trop longue, hors limites ou mal formée).',
  'error.badUrl': 'Adresse mal formée : un caractère y est mal encodé.',
  'error.urlTooLong': 'Adresse trop longue.',
  // --- validation (common) ---
  'validation.required': 'Ce champ est requis.',
  'validation.tooLong': 'Ce texte est trop long.',
  'validation.email': 'Veuillez saisir un email valide.',
  'validation.phone8': 'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
  'validation.date': 'Veuillez saisir une date valide.',
  'validation.governorate': 'Veuillez choisir un gouvernorat.',
  'validation.governorateUnknown':
    'Gouvernorat inconnu : indiquez un des 24 gouvernorats de Tunisie.',
  'validation.invalid': 'Valeur invalide.',
  'validation.controlCharacters': 'Ce texte contient des caractères non autorisés.',
  'validation.dateRange': 'Veuillez saisir une date entre 1900 et 9999.',
  'validation.idRange': 'Identifiant invalide.',
  // --- auth ---
  'auth.companyNameRequired': 'Le nom de l’entreprise est requis.',
  'auth.fullNameRequired': 'Le nom complet est requis.',
  'auth.jobRequired': 'Le poste est requis.',
  'auth.governorateRequired': 'Le gouvernorat est requis.',
  'auth.cityRequired': 'La ville est requise.',
  'auth.emailInvalid': 'Veuillez saisir un email valide.',
  'auth.phoneInvalid': 'Veuillez saisir un numéro de téléphone valide (8 chiffres).',
  'auth.passwordMin': 'Le mot de passe est requis (6 caractères minimum).',
  'auth.passwordRequired': 'Le mot de passe est requis.',
  'auth.emailTaken':
    'Un compte existe déjà avec cet email. Connectez-vous ou utilisez un autre email.',
  'auth.invalidCredentials': 'Email ou mot de passe incorrect.',
  'auth.signinFailed': 'Erreur lors de la connexion.',
  'auth.accountLocked':
    'Trop de tentatives de connexion pour ce compte. Réessayez dans quelques minutes.',
  // --- account lifecycle (clients and staff) ---
  'account.currentPasswordRequired': 'Le mot de passe actuel est requis.',
  'account.currentPasswordWrong': 'Le mot de passe actuel est incorrect.',
  'account.linkInvalid':
    'Ce lien n’est plus valable (expiré, déjà utilisé ou incomplet). Demandez-en un nouveau.',
  'account.emailUnchanged': 'C’est déjà l’adresse e-mail de votre compte.',
  'account.passwordMismatch': 'Les deux mots de passe ne correspondent pas.',
  // --- portal ---
  'portal.station.allRequired': 'Tous les champs sont requis',
  'portal.station.notAuthenticated': 'Utilisateur non authentifié.',
  'portal.station.addFailed': "Erreur lors de l'ajout de la station.",
  'portal.station.espaceNotYours': 'Choisissez un de vos espaces.',
  'portal.station.referenceTaken': 'Cette référence de station existe déjà.',
  'portal.espace.nomRequired': 'Le nom de l’espace est requis.',
  'portal.espace.villeRequired': 'La ville est requise.',
  'portal.espace.gouvernoratRequired': 'Le gouvernorat est requis.',
  'portal.espace.activiteRequired': 'Le secteur d’activité est requis.',
  'portal.espace.stationsInvalid':
    'Le nombre de stations doit être un nombre entier supérieur ou égal à 0.',
  'portal.reclamation.categorieRequired': 'La catégorie est requise.',
  'portal.reclamation.descriptionRequired': 'La description est requise.',
  // --- questionnaires ---
  'questionnaires.clientRequired': 'Choisissez le client destinataire.',
  'questionnaires.clientNotFound': 'Ce client n’existe pas ou n’est plus actif.',
  'questionnaires.titleRequired': 'Le titre est requis.',
  'questionnaires.typeRequired': 'Choisissez le type : Oui/Non ou QCM.',
  'questionnaires.questionsRequired': 'Ajoutez au moins une question.',
  'questionnaires.tooManyQuestions': 'Un questionnaire compte au plus 30 questions.',
  'questionnaires.questionRequired': 'Le texte de la question est requis.',
  'questionnaires.optionRequired': 'Un choix ne peut pas être vide.',
  'questionnaires.qcmOptions': 'Une question QCM doit proposer au moins 2 choix différents.',
  'questionnaires.answerRequired': 'Répondez à au moins une question.',
  'questionnaires.answerInvalid': 'Cette réponse ne fait pas partie des choix proposés.',
  'questionnaires.questionNotFound': 'Cette question n’appartient pas à ce questionnaire.',
  // --- clients ---
  'users.noneSelected': 'Sélectionnez au moins un utilisateur.',
  'users.emailTaken': 'Cet email est déjà utilisé par un autre compte.',
  'users.notInTrash': 'Seul un client dans la corbeille peut être supprimé définitivement.',
  'users.alreadyActive': 'Ce client est déjà actif.',
  'users.notActive': 'Seul un client actif peut être archivé ou mis à la corbeille.',
  // --- stations / espaces / lockers ---
  'places.espaceNotFound': 'Cet espace public n’existe pas.',
  'places.clientNotFound': 'Ce client n’existe pas ou n’est plus actif.',
  'places.espaceNotEmpty':
    'Cet espace contient encore des stations ou des casiers : déplacez-les ou supprimez-les d’abord.',
  'places.station.espaceRequired': 'Choisissez l’espace public de la station.',
  'places.station.modelInvalid': 'Choisissez un modèle : Nano Box, Multi Boxes ou Mega Charger.',
  'places.station.statusInvalid': 'Choisissez un statut.',
  'places.station.rentedNeedsClient': 'Une station louée doit avoir un client.',
  'places.station.entretienBeforeFab': 'L’entretien ne peut pas précéder la fabrication.',
  'places.station.finBeforeFab': 'La fin de location ne peut pas précéder la fabrication.',
  'places.station.referenceTaken': 'Cette référence de station existe déjà.',
  'places.locker.numeroInvalid': 'Le numéro de casier est un entier entre 1 et 9999.',
  'places.locker.espaceRequired': 'Choisissez l’espace public du casier.',
  'places.locker.referenceTaken': 'Cette référence de casier existe déjà.',
  // --- reclamations ---
  'reclamations.qr.required': 'Veuillez remplir tous les champs obligatoires.',
  'reclamations.qr.phone': 'Veuillez saisir un numéro de téléphone valide (8 à 15 chiffres).',
  'reclamations.qr.time': 'Veuillez saisir une heure valide (HH:MM).',
  'reclamations.qr.dateFuture': 'La date du problème ne peut pas être dans le futur.',
  'reclamations.qr.stationUnknown': 'Cette station est introuvable. Indiquez le lieu vous-même.',
  'reclamations.qr.spam': 'Votre envoi n’a pas pu être accepté.',
  'reclamations.qr.sent': 'Réclamation envoyée avec succès',
  'reclamations.qr.failed': 'Erreur lors de l’envoi',
  'reclamations.filter.dateRange': 'La date de fin doit suivre la date de début.',
  'reclamations.case.statusInvalid': 'Choisissez un statut : nouveau, en cours ou résolu.',
  'reclamations.answer.statusInvalid': 'Choisissez un statut : Answered, Pending ou Problem.',
  'reclamations.answer.reponseRequired':
    'Écrivez une réponse pour marquer la réclamation comme traitée.',
  // --- sales ---
  'sales.staff.statutInvalid': 'Statut de demande invalide.',
  'sales.staff.typeInvalid': 'Type de demande invalide.',
  'sales.staff.patchEmpty': 'Indiquez le statut ou le type à modifier.',
  'sales.staff.demandeNotFound': 'Cette demande n’existe pas ou a été supprimée.',
  'sales.demo.dateInPast': 'Choisissez une date de démo à partir d’aujourd’hui.',
  'sales.demo.dateTooFar': 'Choisissez une date de démo dans les six prochains mois.',
  // --- ads ---
  'ads.notFound': 'Cette demande de publicité n’existe pas ou a été supprimée.',
  'ads.espaceInvalid': 'Le numéro d’espace est un entier positif.',
  'ads.espaceNotFound': 'Aucun espace ne porte ce numéro.',
  'ads.statutInvalid': 'Choisissez un statut : En attente, Accepté ou Rejeté.',
  'ads.dateFinBeforeDebut': 'La date de fin ne peut pas précéder la date de début.',
  'ads.videoType': 'Vidéo non acceptée. Formats acceptés : MP4, WebM.',
  'ads.videoTooLarge': 'La vidéo dépasse la taille maximale (50 Mo).',
  // --- chat ---
  'chat.messageRequired': 'Écrivez votre message.',
  'chat.messageTooLong': 'Votre message est trop long (1000 caractères au maximum).',
  'chat.sendError': "Erreur lors de l'envoi.",
  'chat.faq.questionRequired': 'La question est requise.',
  'chat.faq.answersRequired': 'Au moins une réponse est requise.',
  'chat.faq.tooManyAnswers': 'Vingt réponses au maximum.',
  'chat.faq.notFound': 'Cette entrée de FAQ n’existe pas.',
  'chat.faq.phrasingInvalid': 'Chaque formulation doit être un texte non vide.',
  'chat.faq.tooManyPhrasings': 'Cinquante formulations au maximum.',
  'chat.unanswered.keyRequired': 'Choisissez une question sans réponse.',
  'chat.unanswered.faqRequired': 'Choisissez l’entrée de FAQ à compléter.',
  'chat.unanswered.actionInvalid': 'Action inconnue : créer une entrée ou ajouter une formulation.',
  'chat.unanswered.notFound': 'Ces questions ont déjà été traitées ou n’existent pas.',
  // --- admins ---
  'admins.nomRequired': 'Le nom est requis.',
  'admins.prenomRequired': 'Le prénom est requis.',
  'admins.posteRequired': 'Le poste est requis.',
  'admins.telephoneInvalid': 'Le téléphone doit contenir de 8 à 15 chiffres.',
  'admins.passwordMin': 'Le mot de passe est requis (8 caractères minimum).',
  'admins.passwordRequired': 'Le mot de passe est requis.',
  'admins.passwordMismatch': 'Les mots de passe ne correspondent pas.',
  'admins.imageRequired': 'L’image de profil est requise.',
  'admins.emailTaken': 'Un administrateur existe déjà avec cet email.',
  'admins.registerFailed': 'Erreur lors de l’inscription.',
  'admins.registerNeedsAdmin':
    'Seul un administrateur connecté peut créer un compte administrateur.',
  'admins.invalidCredentials': 'Email ou mot de passe incorrect.',
  'admins.loginThrottled':
    'Trop de tentatives de connexion depuis cet appareil. Patientez un instant puis réessayez.',
  'admins.profileUpdated': 'Profil mis à jour avec succès',
  'admins.profileUpdateFailed': 'Erreur lors de la mise à jour',
  'admins.tokenMissing': 'Token manquant. Veuillez vous reconnecter.',
  'admins.notYourProfile': 'Vous ne pouvez modifier que votre propre profil.',
  'admins.face.noFace':
    'Aucun visage détecté sur la photo. Utilisez une photo nette de votre visage, de face.',
  'admins.face.manyFaces':
    'Plusieurs visages détectés. La photo de profil doit montrer uniquement votre visage.',
  'admins.face.noReference': 'Image de référence manquante !',
  'admins.face.referenceNotYours': 'Cette image de référence n’est pas la vôtre.',
  'admins.face.tooManyAttempts':
    'Trop de vérifications échouées. Réessayez dans quelques minutes ou reconnectez-vous.',
  'admins.face.captureRequired': 'Aucune capture reçue.',
  'admins.face.framesRequired':
    'La vérification demande plusieurs images prises pendant que vous tournez la tête.',
  'admins.face.challengeRequired': 'Demandez d’abord une consigne de vérification.',
  'admins.face.challengeInvalid':
    'Cette consigne a expiré ou a déjà servi. Recommencez la vérification.',
  'admins.face.captureReused':
    'Cette capture reproduit une photo déjà connue. Placez-vous devant la caméra.',
  'admins.passkey.challengeInvalid':
    'Cette demande de clé d’accès a expiré ou a déjà servi. Recommencez.',
  'admins.passkey.refused': 'Clé d’accès refusée.',
  'admins.passkey.noPasskey': 'Aucune clé d’accès n’est enregistrée pour ce compte.',
  'admins.passkey.nameInvalid': 'Donnez un nom de 1 à 80 caractères à cette clé.',
  // --- telemetry ---
  'telemetry.tooManyStreams':
    'Trop de flux en direct ouverts pour ce compte (5 au maximum). Fermez un onglet et réessayez.',
  'telemetry.streamsBusy':
    'Trop de flux en direct ouverts sur le serveur. Réessayez dans un instant.',
  'telemetry.referenceNotMqtt':
    'Cette référence contient « / », « + », « # » ou des espaces : elle ne peut pas servir d’identifiant MQTT. Modifiez-la d’abord.',
  // --- site ---
  'site.brandNameRequired': 'Le nom de la marque est requis (60 caractères maximum).',
  'site.phoneInvalid':
    'Veuillez saisir un numéro de téléphone valide (8 chiffres au moins, 20 caractères maximum).',
  'site.phonesMax': 'Indiquez au plus 4 numéros de téléphone.',
  'site.latitude': 'La latitude doit être comprise entre -90 et 90.',
  'site.longitude': 'La longitude doit être comprise entre -180 et 180.',
  'site.zoom': 'Le zoom doit être un nombre entier entre 3 et 19.',
  'site.socialNetwork': 'Choisissez un des réseaux sociaux proposés.',
  'site.socialUrl': 'Saisissez l’adresse https d’une page de ce réseau (pas sa page d’accueil).',
  'site.socialDuplicate': 'Chaque réseau social ne peut figurer qu’une fois.',
  'site.partnerNameRequired': 'Le nom du partenaire est requis (80 caractères maximum).',
  'site.partnerUrl': 'Saisissez une adresse commençant par https://, ou laissez le champ vide.',
  'site.partnersMax': 'Indiquez au plus 24 partenaires.',
  'site.logoInvalid': 'Logo invalide : envoyez-le à nouveau.',
  'site.productsOrder': 'Les fiches techniques des trois produits sont requises, dans l’ordre.',
  'site.sheetRows': 'Une fiche technique compte de 1 à 20 lignes.',
  'site.faqCount': 'La FAQ compte exactement 7 questions.',
  'site.faqAnswers': 'Chaque question a de 1 à 10 lignes de réponse.',
  'site.versionNotFound': 'Cette version du site n’existe pas ou n’est plus conservée.',
  // --- dashboard ---
} as const;

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  // --- errors (common) ---
  'error.badRequest': 'Invalid request.',
  'error.validation': 'Some fields are invalid.',
  'error.unauthorized': 'Authentication required.',
  'error.tokenExpired': 'Your session has expired. Please sign in again.',
  'error.forbidden': 'Access denied.',
  'error.csrf': 'Missing or invalid security token. Please reload the page.',
  'error.notFound': 'Not found.',
  'error.routeNotFound': 'This address does not exist.',
  'error.conflict': 'This resource already exists.',
  'error.payloadTooLarge': 'File or request too large.',
  'error.unsupportedMediaType': 'File type not accepted. Accepted formats: JPEG, PNG, WebP.',
  'error.rateLimited': 'Too many attempts. Please try again in a moment.',
  'error.internal': 'An unexpected error occurred. Please try again later.',
  'error.unavailable': 'Service temporarily unavailable.',
  'error.tooComplex': 'This file takes too much processing. Please send a simpler version.',
  'error.unsupportedContentType': 'Unsupported request format.',
  'error.multipartExpected': 'Send this form as multipart/form-data.',
  'error.unexpectedFile': 'Unexpected file in the form.',
  'error.emptyFile': 'The file is empty.',
  'error.multipartMalformed': 'Malformed or incomplete form. Please send it again.',
  'error.invalidData': 'A value sent is not accepted (too long, out of range or malformed).',
  'error.badUrl': 'Malformed address: a character in it is badly encoded.',
  'error.urlTooLong': 'Address too long.',
  // --- validation (common) ---
  'validation.required': 'This field is required.',
  'validation.tooLong': 'This text is too long.',
  'validation.email': 'Please enter a valid email.',
  'validation.phone8': 'Please enter a valid phone number (8 digits).',
  'validation.date': 'Please enter a valid date.',
  'validation.governorate': 'Please choose a governorate.',
  'validation.governorateUnknown':
    'Unknown governorate: give one of the 24 governorates of Tunisia.',
  'validation.invalid': 'Invalid value.',
  'validation.controlCharacters': 'This text contains characters that are not allowed.',
  'validation.dateRange': 'Please enter a date between 1900 and 9999.',
  'validation.idRange': 'Invalid identifier.',
  // --- auth ---
  'auth.companyNameRequired': 'Company name is required.',
  'auth.fullNameRequired': 'Full name is required.',
  'auth.jobRequired': 'Job is required.',
  'auth.governorateRequired': 'Governorate is required.',
  'auth.cityRequired': 'City is required.',
  'auth.emailInvalid': 'Please enter a valid email.',
  'auth.phoneInvalid': 'Please enter a valid phone number (8 digits).',
  'auth.passwordMin': 'Password is required (min 6 characters).',
  'auth.passwordRequired': 'Password is required.',
  'auth.emailTaken': 'An account already exists with this email. Sign in or use another email.',
  'auth.invalidCredentials': 'Incorrect email or password.',
  'auth.signinFailed': 'Error while signing in.',
  'auth.accountLocked': 'Too many sign-in attempts for this account. Try again in a few minutes.',
  // --- account lifecycle (clients and staff) ---
  'account.currentPasswordRequired': 'The current password is required.',
  'account.currentPasswordWrong': 'The current password is incorrect.',
  'account.linkInvalid':
    'This link is no longer valid (expired, already used or incomplete). Ask for a new one.',
  'account.emailUnchanged': 'This is already your account’s e-mail address.',
  'account.passwordMismatch': 'The two passwords do not match.',
  // --- portal ---
  'portal.station.allRequired': 'All fields are required',
  'portal.station.notAuthenticated': 'User not authenticated.',
  'portal.station.addFailed': 'Error while adding the station.',
  'portal.station.espaceNotYours': 'Choose one of your spaces.',
  'portal.station.referenceTaken': 'This station reference already exists.',
  'portal.espace.nomRequired': 'The space name is required.',
  'portal.espace.villeRequired': 'City is required.',
  'portal.espace.gouvernoratRequired': 'Governorate is required.',
  'portal.espace.activiteRequired': 'The business sector is required.',
  'portal.espace.stationsInvalid': 'The number of stations must be a whole number of at least 0.',
  'portal.reclamation.categorieRequired': 'The category is required.',
  'portal.reclamation.descriptionRequired': 'The description is required.',
  // --- questionnaires ---
  'questionnaires.clientRequired': 'Choose the client this questionnaire is for.',
  'questionnaires.clientNotFound': 'This client does not exist or is no longer active.',
  'questionnaires.titleRequired': 'The title is required.',
  'questionnaires.typeRequired': 'Choose the type: Yes/No or QCM.',
  'questionnaires.questionsRequired': 'Add at least one question.',
  'questionnaires.tooManyQuestions': 'A questionnaire has at most 30 questions.',
  'questionnaires.questionRequired': 'The question text is required.',
  'questionnaires.optionRequired': 'A choice cannot be empty.',
  'questionnaires.qcmOptions': 'A QCM question needs at least 2 different choices.',
  'questionnaires.answerRequired': 'Answer at least one question.',
  'questionnaires.answerInvalid': 'This answer is not one of the offered choices.',
  'questionnaires.questionNotFound': 'This question does not belong to this questionnaire.',
  // --- clients ---
  'users.noneSelected': 'Select at least one user.',
  'users.emailTaken': 'This email is already used by another account.',
  'users.notInTrash': 'Only a client in the trash can be permanently deleted.',
  'users.alreadyActive': 'This client is already active.',
  'users.notActive': 'Only an active client can be archived or moved to the trash.',
  // --- stations / espaces / lockers ---
  'places.espaceNotFound': 'This public space does not exist.',
  'places.clientNotFound': 'This client does not exist or is no longer active.',
  'places.espaceNotEmpty': 'This space still holds stations or lockers: move or delete them first.',
  'places.station.espaceRequired': 'Choose the public space of the station.',
  'places.station.modelInvalid': 'Choose a model: Nano Box, Multi Boxes or Mega Charger.',
  'places.station.statusInvalid': 'Choose a status.',
  'places.station.rentedNeedsClient': 'A rented station must have a client.',
  'places.station.entretienBeforeFab': 'Maintenance cannot precede manufacturing.',
  'places.station.finBeforeFab': 'The end of rental cannot precede manufacturing.',
  'places.station.referenceTaken': 'This station reference already exists.',
  'places.locker.numeroInvalid': 'The locker number is a whole number between 1 and 9999.',
  'places.locker.espaceRequired': 'Choose the public space of the locker.',
  'places.locker.referenceTaken': 'This locker reference already exists.',
  // --- reclamations ---
  'reclamations.qr.required': 'Please fill in all required fields.',
  'reclamations.qr.phone': 'Please enter a valid phone number (8 to 15 digits).',
  'reclamations.qr.time': 'Please enter a valid time (HH:MM).',
  'reclamations.qr.dateFuture': 'The date of the problem cannot be in the future.',
  'reclamations.qr.stationUnknown':
    'This station could not be found. Please enter the place yourself.',
  'reclamations.qr.spam': 'Your submission could not be accepted.',
  'reclamations.qr.sent': 'Complaint sent successfully',
  'reclamations.qr.failed': 'Error while sending',
  'reclamations.filter.dateRange': 'The end date must come after the start date.',
  'reclamations.case.statusInvalid': 'Choose a status: new, in progress or resolved.',
  'reclamations.answer.statusInvalid': 'Choose a status: Answered, Pending or Problem.',
  'reclamations.answer.reponseRequired': 'Write a reply to mark the reclamation as answered.',
  // --- sales ---
  'sales.staff.statutInvalid': 'Invalid request status.',
  'sales.staff.typeInvalid': 'Invalid request type.',
  'sales.staff.patchEmpty': 'Give the status or the type to change.',
  'sales.staff.demandeNotFound': 'This request does not exist or was deleted.',
  'sales.demo.dateInPast': 'Choose a demo date from today onwards.',
  'sales.demo.dateTooFar': 'Choose a demo date within the next six months.',
  // --- ads ---
  'ads.notFound': 'This advertising request does not exist or was deleted.',
  'ads.espaceInvalid': 'The space number is a positive whole number.',
  'ads.espaceNotFound': 'No space has this number.',
  'ads.statutInvalid': 'Choose a status: En attente, Accepté or Rejeté.',
  'ads.dateFinBeforeDebut': 'The end date cannot be before the start date.',
  'ads.videoType': 'Video not accepted. Accepted formats: MP4, WebM.',
  'ads.videoTooLarge': 'The video exceeds the maximum size (50 MB).',
  // --- chat ---
  'chat.messageRequired': 'Please type your message.',
  'chat.messageTooLong': 'Your message is too long (1000 characters at most).',
  'chat.sendError': 'Error while sending.',
  'chat.faq.questionRequired': 'The question is required.',
  'chat.faq.answersRequired': 'At least one answer is required.',
  'chat.faq.tooManyAnswers': 'Twenty answers at most.',
  'chat.faq.notFound': 'This FAQ entry does not exist.',
  'chat.faq.phrasingInvalid': 'Each phrasing must be a non-empty text.',
  'chat.faq.tooManyPhrasings': 'Fifty phrasings at most.',
  'chat.unanswered.keyRequired': 'Choose an unanswered question.',
  'chat.unanswered.faqRequired': 'Choose the FAQ entry to extend.',
  'chat.unanswered.actionInvalid': 'Unknown action: create an entry or add a phrasing.',
  'chat.unanswered.notFound': 'These questions were already handled or do not exist.',
  // --- admins ---
  'admins.nomRequired': 'Last name is required.',
  'admins.prenomRequired': 'First name is required.',
  'admins.posteRequired': 'Position is required.',
  'admins.telephoneInvalid': 'The phone number must have 8 to 15 digits.',
  'admins.passwordMin': 'Password is required (at least 8 characters).',
  'admins.passwordRequired': 'Password is required.',
  'admins.passwordMismatch': 'Passwords do not match.',
  'admins.imageRequired': 'A profile image is required.',
  'admins.emailTaken': 'An administrator already exists with this email.',
  'admins.registerFailed': 'Registration failed.',
  'admins.registerNeedsAdmin':
    'Only a signed-in administrator can create an administrator account.',
  'admins.invalidCredentials': 'Incorrect email or password.',
  'admins.loginThrottled':
    'Too many sign-in attempts from this device. Wait a moment, then try again.',
  'admins.profileUpdated': 'Profile updated successfully',
  'admins.profileUpdateFailed': 'Error while updating',
  'admins.tokenMissing': 'Missing token. Please sign in again.',
  'admins.notYourProfile': 'You can only edit your own profile.',
  'admins.face.noFace':
    'No face detected in the photo. Use a sharp, front-facing photo of your face.',
  'admins.face.manyFaces': 'Several faces detected. The profile photo must show only your face.',
  'admins.face.noReference': 'Reference image missing!',
  'admins.face.referenceNotYours': 'This reference image is not yours.',
  'admins.face.tooManyAttempts':
    'Too many failed checks. Try again in a few minutes or sign in again.',
  'admins.face.captureRequired': 'No capture received.',
  'admins.face.framesRequired': 'The check needs several frames taken while you turn your head.',
  'admins.face.challengeRequired': 'Ask for a check instruction first.',
  'admins.face.challengeInvalid':
    'This instruction has expired or was already used. Start the check again.',
  'admins.face.captureReused':
    'This capture copies a picture already seen. Stand in front of the camera.',
  'admins.passkey.challengeInvalid':
    'This passkey request has expired or was already used. Start again.',
  'admins.passkey.refused': 'Passkey refused.',
  'admins.passkey.noPasskey': 'No passkey is registered for this account.',
  'admins.passkey.nameInvalid': 'Give this passkey a name of 1 to 80 characters.',
  // --- telemetry ---
  'telemetry.tooManyStreams':
    'Too many live streams open for this account (5 at most). Close a tab and try again.',
  'telemetry.streamsBusy': 'Too many live streams open on the server. Try again in a moment.',
  'telemetry.referenceNotMqtt':
    'This reference contains "/", "+", "#" or spaces: it cannot be an MQTT identifier. Edit it first.',
  // --- site ---
  'site.brandNameRequired': 'The brand name is required (60 characters at most).',
  'site.phoneInvalid':
    'Please enter a valid phone number (at least 8 digits, 20 characters at most).',
  'site.phonesMax': 'Enter at most 4 phone numbers.',
  'site.latitude': 'The latitude must be between -90 and 90.',
  'site.longitude': 'The longitude must be between -180 and 180.',
  'site.zoom': 'The zoom must be a whole number between 3 and 19.',
  'site.socialNetwork': 'Choose one of the listed social networks.',
  'site.socialUrl': 'Enter the https address of a page on this network (not its home page).',
  'site.socialDuplicate': 'Each social network may appear only once.',
  'site.partnerNameRequired': 'The partner’s name is required (80 characters at most).',
  'site.partnerUrl': 'Enter an address starting with https://, or leave the field empty.',
  'site.partnersMax': 'Enter at most 24 partners.',
  'site.logoInvalid': 'Invalid logo: upload it again.',
  'site.productsOrder': 'The three products’ technical sheets are required, in order.',
  'site.sheetRows': 'A technical sheet has 1 to 20 lines.',
  'site.faqCount': 'The FAQ has exactly 7 questions.',
  'site.faqAnswers': 'Each question has 1 to 10 answer lines.',
  'site.versionNotFound': 'This version of the site does not exist or is no longer kept.',
  // --- dashboard ---
};

export const messages: Record<Language, Record<MessageKey, string>> = { fr, en };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(fr, value);
}

/** Localizes a message key; unknown strings are returned unchanged. */
export function translateMessage(key: string, language: Language): string {
  return isMessageKey(key) ? messages[language][key] : key;
}
