import type { DocumentLanguage } from '../document-locale.js';

type Texts = Record<DocumentLanguage, { subject: string; text: string }>;

/** The default letters of the three default levels, in every document language. */
export const DEFAULT_DUNNING_TEXTS: readonly Texts[] = Object.freeze([
  {
    de: {
      subject: 'Zahlungserinnerung zur Rechnung {identifier}',
      text: 'Sicher ist es Ihrer Aufmerksamkeit entgangen: Die Rechnung {identifier} über {gross_total} ist noch offen. Bitte überweisen Sie den offenen Betrag bis zum {due_date}. Hat sich Ihre Zahlung mit diesem Schreiben gekreuzt, betrachten Sie es bitte als gegenstandslos.',
    },
    en: {
      subject: 'Payment reminder for invoice {identifier}',
      text: 'Perhaps this has slipped your attention: invoice {identifier} for {gross_total} is still open. Please pay the open amount by {due_date}. If your payment has crossed with this letter, please disregard it.',
    },
    fr: {
      subject: 'Rappel de paiement de la facture {identifier}',
      text: "Cela vous a peut-être échappé : la facture {identifier} d'un montant de {gross_total} est toujours ouverte. Merci de régler le montant dû d'ici le {due_date}. Si votre paiement a croisé ce courrier, veuillez ne pas en tenir compte.",
    },
    it: {
      subject: 'Promemoria di pagamento della fattura {identifier}',
      text: "Forse le è sfuggito: la fattura {identifier} di {gross_total} risulta ancora aperta. La preghiamo di pagare l'importo dovuto entro il {due_date}. Se il suo pagamento si è incrociato con questa lettera, la consideri nulla.",
    },
  },
  {
    de: {
      subject: '1. Mahnung zur Rechnung {identifier}',
      text: 'Trotz unserer Zahlungserinnerung ist die Rechnung {identifier} über {gross_total} noch nicht beglichen. Wir bitten Sie, den offenen Betrag zuzüglich der Mahngebühr bis zum {due_date} zu überweisen.',
    },
    en: {
      subject: 'First dunning notice for invoice {identifier}',
      text: 'Despite our reminder, invoice {identifier} for {gross_total} has not been paid. Please pay the open amount plus the dunning fee by {due_date}.',
    },
    fr: {
      subject: 'Première mise en demeure pour la facture {identifier}',
      text: "Malgré notre rappel, la facture {identifier} d'un montant de {gross_total} n'a pas été réglée. Merci de payer le montant dû, frais de rappel compris, d'ici le {due_date}.",
    },
    it: {
      subject: 'Primo sollecito per la fattura {identifier}',
      text: "Nonostante il nostro promemoria, la fattura {identifier} di {gross_total} non è stata pagata. La preghiamo di pagare l'importo dovuto più le spese di sollecito entro il {due_date}.",
    },
  },
  {
    de: {
      subject: 'Letzte Mahnung zur Rechnung {identifier}',
      text: 'Die Rechnung {identifier} über {gross_total} ist trotz Erinnerung und Mahnung weiterhin offen. Bitte begleichen Sie den offenen Betrag zuzüglich Mahngebühr und Verzugszinsen bis spätestens {due_date}. Danach übergeben wir die Forderung ohne weitere Ankündigung dem Inkasso.',
    },
    en: {
      subject: 'Final dunning notice for invoice {identifier}',
      text: 'Invoice {identifier} for {gross_total} is still open despite our reminder and dunning notice. Please pay the open amount plus the dunning fee and default interest by {due_date} at the latest. After that date we will hand the claim to debt collection without further notice.',
    },
    fr: {
      subject: 'Dernière mise en demeure pour la facture {identifier}',
      text: "La facture {identifier} d'un montant de {gross_total} reste impayée malgré notre rappel et notre mise en demeure. Merci de régler le montant dû, frais de rappel et intérêts moratoires compris, au plus tard le {due_date}. Passé ce délai, nous confierons la créance au recouvrement sans autre avis.",
    },
    it: {
      subject: 'Ultimo sollecito per la fattura {identifier}',
      text: "La fattura {identifier} di {gross_total} risulta ancora aperta nonostante il promemoria e il sollecito. La preghiamo di pagare l'importo dovuto più le spese di sollecito e gli interessi di mora entro e non oltre il {due_date}. Trascorso tale termine affideremo il credito al recupero crediti senza ulteriore preavviso.",
    },
  },
]);

/**
 * The line a letter with default interest adds: `{amount}`, `{from}`, `{to}`, `{days}` and
 * `{points}` are filled in by dunningInterestLine.
 */
export const INTEREST_LINES: Readonly<Record<DocumentLanguage, string>> = Object.freeze({
  de: 'Verzugszinsen (§ 288 BGB, {points} Prozentpunkte über dem Basiszinssatz) vom {from} bis {to} ({days} Tage): {amount}',
  en: 'Default interest (section 288 BGB, {points} points over the base rate) from {from} to {to} ({days} days): {amount}',
  fr: 'Intérêts moratoires (§ 288 BGB, {points} points au-dessus du taux de base) du {from} au {to} ({days} jours) : {amount}',
  it: 'Interessi di mora (§ 288 BGB, {points} punti sopra il tasso di base) dal {from} al {to} ({days} giorni): {amount}',
});
