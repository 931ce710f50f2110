import type { ApprovalPageTexts } from './approval-page.texts';

/** The maximum length of the name; the page's texts name it too. */
export const MAX_NAME = 200;
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's fields, in the order the page shows them. */
export type ApprovalField = 'name' | 'email' | 'confirm';

/** One problem with the form: the field it concerns and the key of its message. */
export interface ApprovalFormError {
  field: ApprovalField;
  message: keyof ApprovalPageTexts;
}

/** What the approval form sent, trimmed, and the problems the page shows beside the fields. */
export interface ApprovalForm {
  name: string;
  /** Empty when none was given (the address is optional). */
  email: string;
  errors: ApprovalFormError[];
}

/** Reads the posted form: a name, an optional valid e-mail address and the ticked box. */
export function readApprovalForm(form: Record<string, unknown>): ApprovalForm {
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  const errors: ApprovalFormError[] = [
    ...(name === '' ? [{ field: 'name', message: 'nameMissing' } as const] : []),
    ...(name.length > MAX_NAME ? [{ field: 'name', message: 'nameTooLong' } as const] : []),
    ...(email === '' || (EMAIL.test(email) && email.length <= MAX_EMAIL)
      ? []
      : [{ field: 'email', message: 'emailInvalid' } as const]),
    ...(form.confirm === 'yes' ? [] : [{ field: 'confirm', message: 'confirmMissing' } as const]),
  ];
  return { name, email, errors };
}
