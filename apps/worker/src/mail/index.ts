export {
  CONNECTION_LOST_ERROR,
  createEmailSendHandler,
  UNCERTAIN_ERROR,
  type EmailSendDeps,
} from './email-send.handler';
export { deliveryDocumentLabel } from './delivery-document.label';
export { HeldEndStream } from './held-end.stream';
export { buildEmailMessage, textToHtml } from './email-message.builder';
export { createMailTransport, DEFAULT_MAIL_FROM, isServerRefusal } from './mail-transport';
export type {
  DocumentAttachmentSource,
  MailAttachment,
  MailSettings,
  MailTransport,
  OutgoingMail,
  SendHooks,
} from './mail.types';
export { startSmtpSink, sinkFileName, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';
export { combineAttachmentSources, storedAttachmentSource } from './stored-attachments.source';
