const MAX_NAME = 200;
const MAX_EMAIL = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the approval form sent, trimmed, and the messages the page shows for it. */
export interface ApprovalForm {
  name: string;
  /** Empty when none was given (the address is optional). */
  email: string;
  errors: string[];
}

/** Reads the posted form: a name, an optional valid e-mail address and the ticked box. */
export function readApprovalForm(form: Record<string, unknown>): ApprovalForm {
  const name = typeof form.name === 'string' ? form.name.trim() : '';
  const email = typeof form.email === 'string' ? form.email.trim() : '';
  const errors = [
    ...(name === '' ? ['Please enter your name.'] : []),
    ...(name.length > MAX_NAME ? [`Your name can have at most ${MAX_NAME} characters.`] : []),
    ...(email === '' || (EMAIL.test(email) && email.length <= MAX_EMAIL)
      ? []
      : ['Please enter a valid e-mail address, or none.']),
    ...(form.confirm === 'yes' ? [] : ['Please tick the box to confirm that you accept.']),
  ];
  return { name, email, errors };
}
