export { createEmailSendHandler, UNCERTAIN_ERROR, type EmailSendDeps } from './email-send.handler';
export { buildEmailMessage, textToHtml } from './email-message.builder';
export { createMailTransport, DEFAULT_MAIL_FROM } from './mail-transport';
export type {
  DocumentAttachmentSource,
  MailAttachment,
  MailSettings,
  MailTransport,
  OutgoingMail,
} from './mail.types';
export { startSmtpSink, sinkFileName, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';
export { combineAttachmentSources, storedAttachmentSource } from './stored-attachments.source';
