import { parseRecipientAddress, senderAddress, parseStreetAndTown } from './postal-address.parser';

describe('postal address parsing', () => {
  it('splits street, house number, postal code and town', () => {
    expect(parseStreetAndTown(['Bahnhofstrasse 7', '8001 Zürich'])).toEqual({
      street: 'Bahnhofstrasse',
      buildingNumber: '7',
      postalCode: '8001',
      town: 'Zürich',
    });
    expect(parseStreetAndTown(['Hauptstr. 12a', 'D-10115 Berlin'])).toMatchObject({
      street: 'Hauptstr.',
      buildingNumber: '12a',
      postalCode: '10115',
    });
  });

  it('keeps streets without a trailing number whole and joins several street lines', () => {
    expect(parseStreetAndTown(['Postfach', '3000 Bern'])).toMatchObject({
      street: 'Postfach',
      buildingNumber: '',
    });
    expect(parseStreetAndTown(['c/o Muster', 'Via Roma 3/5', '6900 Lugano'])).toMatchObject({
      street: 'c/o Muster, Via Roma',
      buildingNumber: '3/5',
    });
    expect(parseStreetAndTown(['8001 Zürich'])).toMatchObject({ street: '', town: 'Zürich' });
  });

  it('finds no town in a last line without a postal code', () => {
    expect(parseStreetAndTown(['Zürich'])).toBeNull();
    expect(parseStreetAndTown([])).toBeNull();
  });

  it('reads the account address from its fields, the name never in the street', () => {
    const account = {
      name: 'Neuling AG',
      street: 'Bahnhofstrasse  1',
      zip: '8001',
      city: 'Zürich',
      countryCode: 'ch',
    };
    expect(senderAddress(account)).toEqual({
      name: 'Neuling AG',
      street: 'Bahnhofstrasse',
      buildingNumber: '1',
      postalCode: '8001',
      town: 'Zürich',
      country: 'CH',
    });
    expect(senderAddress({ ...account, street: 'Postfach' })).toMatchObject({
      street: 'Postfach',
      buildingNumber: '',
    });
    expect(senderAddress({ ...account, street: null })).toMatchObject({ street: '' });
    expect(senderAddress({ ...account, zip: null })).toBeNull();
    expect(senderAddress({ ...account, city: ' ' })).toBeNull();
    expect(senderAddress({ ...account, countryCode: null })).toBeNull();
  });

  it('takes the first line of a recipient address as the name', () => {
    expect(
      parseRecipientAddress('Acme AG\n  Grosse Marktgasse 28 \n\n9400 Rorschach', 'CH'),
    ).toEqual({
      name: 'Acme AG',
      street: 'Grosse Marktgasse',
      buildingNumber: '28',
      postalCode: '9400',
      town: 'Rorschach',
      country: 'CH',
    });
    expect(parseRecipientAddress('Acme AG', 'CH')).toBeNull();
    expect(parseRecipientAddress('Acme AG\nGrosse Marktgasse 28\n9400 Rorschach', null)).toBeNull();
    expect(parseRecipientAddress('Acme AG\nsomewhere', 'CH')).toBeNull();
  });
});
