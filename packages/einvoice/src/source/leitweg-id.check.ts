import { isValidLeitwegId } from '@faktura/domain';

/**
 * True for a Leitweg-ID (the German public sector's routing address, KoSIT) whose check digits
 * are right: the domain's check, which Peppol participant ids of scheme 0204 share. An order
 * number that merely looks like one ("4711-12") is not taken for an address.
 */
export const isLeitwegId: (value: string) => boolean = isValidLeitwegId;
