import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { AddressNotAllowedError, refusedAddressReason } from './webhook-address.policy';

/**
 * A `lookup` for a request that resolves the name as usual and refuses the connection when any
 * address the name resolves to is refused (not only the one tried first: a name that answers
 * with a public and a private address is refused as a whole). Node calls it for every
 * connection of the request, so the address connected to is always an address checked here.
 */
export function guardedLookup(
  resolve: LookupFunction = dnsLookup as LookupFunction,
): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '');
      const addresses = found as LookupAddress[];
      for (const { address } of addresses) {
        const reason = refusedAddressReason(address);
        if (reason) return callback(new AddressNotAllowedError(address, reason, hostname), '');
      }
      if (addresses.length === 0) {
        const notFound: NodeJS.ErrnoException = new Error(`${hostname} resolves to no address`);
        notFound.code = 'ENOTFOUND';
        return callback(notFound, '');
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
