import type { Prisma, PrismaClient } from '@faktura/db';
import type { PlaceholderValue } from '@faktura/domain';

/** The fields of a user a document prints. */
export const documentUserFields = {
  firstname: true,
  lastname: true,
  email: true,
  phone: true,
  signatureImageFile: { select: { contentType: true, data: true } },
} as const satisfies Prisma.UserSelect;

/** A user as documents print them. */
export type Person = Prisma.UserGetPayload<{ select: typeof documentUserFields }>;

/** First and last name, or empty without a person. */
export const fullName = (person: Person | null) =>
  person ? `${person.firstname} ${person.lastname}`.trim() : '';

const details = (person: Person | null) =>
  person ? [fullName(person), person.email, person.phone].filter(Boolean).join('\n') : '';

// Inline data URL: the renderer blocks every network request.
function signatureImage(person: Person | null): PlaceholderValue {
  const file = person?.signatureImageFile;
  if (!file || !/^image\/[a-z0-9.+-]+$/i.test(file.contentType)) return '';
  const src = `data:${file.contentType};base64,${Buffer.from(file.data).toString('base64')}`;
  return { html: `<img src="${src}" alt="" style="max-height:20mm">` };
}

/**
 * The person variables of a document: `me` (who prints or sends it), `user` (its responsible
 * user), `internal_contact`, and the signature image of `me` under the given variable name
 * (offers spell it `signatur_image`, invoices `signature_image`).
 */
export function personPlaceholderValues(
  people: { me: Person | null; user: Person | null; internal: Person | null },
  signatureVariable: 'signatur_image' | 'signature_image',
): Record<string, PlaceholderValue> {
  const { me, user, internal } = people;
  return {
    me: fullName(me),
    me_firstname: me?.firstname ?? '',
    me_email: me?.email ?? '',
    me_details: details(me),
    user: fullName(user),
    user_email: user?.email ?? '',
    user_details: details(user),
    internal_contact: fullName(internal),
    internal_contact_email: internal?.email ?? '',
    internal_contact_details: details(internal),
    [signatureVariable]: signatureImage(me),
  };
}

/** The sending user of an e-mail (`{me}`), scoped by account; null when there is none. */
export async function loadSender(
  prisma: PrismaClient,
  accountId: number,
  meUserId: number | null,
): Promise<Person | null> {
  if (meUserId === null) return null;
  return prisma.user.findFirst({ where: { id: meUserId, accountId }, select: documentUserFields });
}
