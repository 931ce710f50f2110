// The unit's public entry: other units import only what is exported here (lint rule
// faktura/unit-boundaries), so the unit's other files can change without touching them.
export { DocumentEmailsService } from './document-emails.service';
export type { DocumentEmailInput, DocumentEmailKind } from './document-emails.service';
export { EMAIL_DELIVERY_STATUSES, EmailDeliveryResponse } from './dto/email-delivery.response';
export { SendEmailDto } from './dto/send-email.dto';
export { SentEmailResponse } from './dto/sent-email.response';
export { EmailDeliveriesModule } from './email-deliveries/email-deliveries.module';
export { requeueEmailDelivery } from './email-delivery-resend';
export { emailDeliveriesOf } from './email-delivery.embed';
export { toEmailDeliveryResponse } from './email-delivery.mapper';
export type { WithEmailDeliveries } from './email-delivery.mapper';
export type { Recipients } from './email-recipients';
export { EmailsModule } from './emails.module';
