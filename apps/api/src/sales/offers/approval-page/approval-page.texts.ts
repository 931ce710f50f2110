import type { DocumentLanguage } from '@faktura/domain';

/** The languages the approval page speaks: the documents'. */
export type PageLanguage = DocumentLanguage;

/** The page's fixed texts; `{offer}`, `{name}`, `{date}` and `{max}` are filled in. */
export interface ApprovalPageTexts {
  offerTitle: string;
  downloadPdf: string;
  nameLabel: string;
  emailLabel: string;
  confirmLabel: string;
  submit: string;
  errorSummary: string;
  nameMissing: string;
  nameTooLong: string;
  emailInvalid: string;
  confirmMissing: string;
  approvedBy: string;
  thankYou: string;
  invalidTitle: string;
  invalidHeading: string;
  invalidText: string;
}

/** Every text of the page in every language; a spec checks that none is missing. */
export const APPROVAL_PAGE_TEXTS: Readonly<Record<PageLanguage, ApprovalPageTexts>> = {
  de: {
    offerTitle: 'Angebot {offer}',
    downloadPdf: 'Angebot als PDF herunterladen',
    nameLabel: 'Ihr Name',
    emailLabel: 'Ihre E-Mail-Adresse (freiwillig)',
    confirmLabel: 'Ich nehme das Angebot {offer} und seine Bedingungen an.',
    submit: 'Angebot annehmen',
    errorSummary: 'Bitte prüfen Sie die markierten Felder.',
    nameMissing: 'Bitte geben Sie Ihren Namen ein.',
    nameTooLong: 'Ihr Name darf höchstens {max} Zeichen lang sein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer.',
    confirmMissing: 'Bitte kreuzen Sie das Feld an, um die Annahme zu bestätigen.',
    approvedBy: 'Angenommen von {name} am {date}.',
    thankYou: 'Vielen Dank. Die Auftragsbestätigung wurde erfasst.',
    invalidTitle: 'Link ung\u00fcltig',
    invalidHeading: 'Dieser Link zur Annahme ist nicht g\u00fcltig',
    invalidText:
      'Der Link wurde vielleicht falsch abgetippt, oder das Angebot kann nicht mehr online angenommen werden. Bitte wenden Sie sich an den Absender des Angebots.',
  },
  en: {
    offerTitle: 'Offer {offer}',
    downloadPdf: 'Download the offer as PDF',
    nameLabel: 'Your name',
    emailLabel: 'Your e-mail (optional)',
    confirmLabel: 'I accept offer {offer} and its terms.',
    submit: 'Approve offer',
    errorSummary: 'Please check the marked fields.',
    nameMissing: 'Please enter your name.',
    nameTooLong: 'Your name can have at most {max} characters.',
    emailInvalid: 'Please enter a valid e-mail address, or none.',
    confirmMissing: 'Please tick the box to confirm that you accept.',
    approvedBy: 'Approved by {name} on {date}.',
    thankYou: 'Thank you. The order confirmation has been recorded.',
    invalidTitle: 'Link not valid',
    invalidHeading: 'This approval link is not valid',
    invalidText:
      'The link may have been mistyped, or the offer is no longer open for approval online. Please contact the sender of the offer.',
  },
  fr: {
    offerTitle: 'Offre {offer}',
    downloadPdf: "Télécharger l'offre en PDF",
    nameLabel: 'Votre nom',
    emailLabel: 'Votre adresse e-mail (facultative)',
    confirmLabel: "J'accepte l'offre {offer} et ses conditions.",
    submit: "Accepter l'offre",
    errorSummary: 'Veuillez vérifier les champs signalés.',
    nameMissing: 'Veuillez saisir votre nom.',
    nameTooLong: 'Votre nom peut compter au plus {max} caractères.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide, ou aucune.',
    confirmMissing: 'Veuillez cocher la case pour confirmer votre acceptation.',
    approvedBy: 'Acceptée par {name} le {date}.',
    thankYou: 'Merci. La confirmation de commande a été enregistrée.',
    invalidTitle: 'Lien non valable',
    invalidHeading: "Ce lien d'acceptation n'est pas valable",
    invalidText:
      "Le lien a peut-\u00eatre \u00e9t\u00e9 mal saisi, ou l'offre ne peut plus \u00eatre accept\u00e9e en ligne. Veuillez contacter l'exp\u00e9diteur de l'offre.",
  },
  it: {
    offerTitle: 'Offerta {offer}',
    downloadPdf: "Scarica l'offerta in PDF",
    nameLabel: 'Il suo nome',
    emailLabel: 'Il suo indirizzo e-mail (facoltativo)',
    confirmLabel: "Accetto l'offerta {offer} e le sue condizioni.",
    submit: "Accetta l'offerta",
    errorSummary: 'Verifichi i campi segnalati.',
    nameMissing: 'Inserisca il suo nome.',
    nameTooLong: 'Il nome può avere al massimo {max} caratteri.',
    emailInvalid: 'Inserisca un indirizzo e-mail valido, oppure nessuno.',
    confirmMissing: "Spunti la casella per confermare l'accettazione.",
    approvedBy: 'Accettata da {name} il {date}.',
    thankYou: "Grazie. La conferma d'ordine è stata registrata.",
    invalidTitle: 'Link non valido',
    invalidHeading: 'Questo link di accettazione non \u00e8 valido',
    invalidText:
      "Il link potrebbe essere stato digitato male, oppure l'offerta non pu\u00f2 pi\u00f9 essere accettata online. Si rivolga al mittente dell'offerta.",
  },
};
