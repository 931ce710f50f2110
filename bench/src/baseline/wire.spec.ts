import { day, documentVat, emailList, num, person, stamp } from './wire';

describe('the baseline wire formats', () => {
  it('writes timestamps as the API does, from both PostgreSQL texts', () => {
    expect(stamp('2025-01-08 09:00:00.123+00')).toBe('2025-01-08T09:00:00Z');
    expect(stamp('2025-01-08T09:00:00+00:00')).toBe('2025-01-08T09:00:00Z');
    expect(stamp(null)).toBeNull();
    expect(day('2025-01-08 09:00:00+00')).toBe('2025-01-08');
  });

  it('turns numeric texts into JSON numbers without trailing zeros', () => {
    expect(JSON.stringify([num('1770.0000'), num('2106.3000'), num('0'), num(null)])).toBe(
      '[1770,2106.3,0,null]',
    );
  });

  it('joins e-mail lists with ; and writes null for none', () => {
    expect(emailList(['a@x.example', 'b@x.example'])).toBe('a@x.example;b@x.example');
    expect(emailList([])).toBeNull();
  });

  it('embeds a person only when there is one', () => {
    expect(person({ u_id: 4, u_firstname: 'Anna', u_lastname: 'Meier' }, 'u_')).toEqual({
      id: 4,
      firstname: 'Anna',
      lastname: 'Meier',
    });
    expect(person({ u_id: null }, 'u_')).toBeNull();
  });

  it('writes the inline-rate VAT object when a document has no code', () => {
    expect(Object.keys(documentVat({ v_id: null }, 'v_', '8.1000'))).toEqual([
      'tax',
      'reverse_charge',
      'intra_eu',
      'active',
      'print_gross_total',
      'notice_tax_exemption',
      'notice_tax_exemption_alt',
    ]);
  });
});
