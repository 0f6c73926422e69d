import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminTelephoneSchema } from './admins';
import {
  linkTokenSchema,
  PASSWORD_MIN_LENGTH,
  settingsPatchSchema,
  signinBodySchema,
  signupBodySchema,
} from './auth';
import {
  adPricingInputSchema,
  clientBillingInputSchema,
  contractInputSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  INVOICE_STATUSES,
  MAX_AD_PRICE_MILLIMES,
  MAX_COMMISSION_BP,
  MAX_FEE_MILLIMES,
  PAYMENT_METHODS,
  paymentInputSchema,
  periodSchema,
  STAFF_PAYMENT_METHODS,
} from './billing';
import {
  CONTROL_CHARACTERS,
  emailSchema,
  INT32_MAX,
  idSchema,
  isoDateSchema,
  LIMITS,
  listQuerySchema,
  requiredText,
  tunisianPhoneSchema,
} from './common';

/** The issues of a refused value as `path: message` lines; [] when accepted. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const ok = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => schema.parse(value);

describe('shared field rules (common.ts)', () => {
  it('requiredText trims, requires and bounds (120 by default)', () => {
    const text = requiredText();
    expect(ok(text, '  Sfax  ')).toBe('Sfax');
    expect(issues(text, '   ')).toEqual([': validation.required']);
    expect(issues(text, undefined)).toEqual([': validation.required']);
    expect(ok(text, 'x'.repeat(LIMITS.shortText))).toHaveLength(120);
    expect(issues(text, 'x'.repeat(121))).toEqual([': validation.tooLong']);
    // Spaces around do not count towards the limit.
    expect(ok(text, ` ${'x'.repeat(120)} `)).toHaveLength(120);
    expect(issues(requiredText(5, 'admins.nomRequired'), '')).toEqual([': admins.nomRequired']);
    expect(issues(requiredText(5), '123456')).toEqual([': validation.tooLong']);
  });

  it('emailSchema lower-cases, trims and refuses more than 254 characters', () => {
    expect(ok(emailSchema, '  Ahmed.B@Example.TN ')).toBe('ahmed.b@example.tn');
    expect(issues(emailSchema, 'ahmed@')).toEqual([': validation.email']);
    expect(issues(emailSchema, 'no at sign')).toEqual([': validation.email']);
    expect(issues(emailSchema, 42)).toEqual([': validation.email']);
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.tn`;
    expect(at254).toHaveLength(254);
    expect(ok(emailSchema, at254)).toBe(at254);
    expect(issues(emailSchema, `a${at254}`)).toEqual([': validation.tooLong']);
  });

  it('a Tunisian phone is 8 digits; +216/00216, spaces, dots and hyphens are tolerated', () => {
    expect(ok(tunisianPhoneSchema, '+216 98 123 456')).toBe('98123456');
    expect(ok(tunisianPhoneSchema, '00216-98.123.456')).toBe('98123456');
    expect(ok(tunisianPhoneSchema, '71123456')).toBe('71123456');
    for (const refused of ['9812345', '981234567', '+33 98 123 456', '98a23456', '', '216']) {
      expect(issues(tunisianPhoneSchema, refused), refused).toEqual([': validation.phone8']);
    }
    expect(issues(tunisianPhoneSchema, 98123456)).toEqual([': validation.phone8']);
  });

  it('dates are YYYY-MM-DD between 1900-01-01 and 9999-12-31', () => {
    expect(ok(isoDateSchema, '1900-01-01')).toBe('1900-01-01');
    expect(ok(isoDateSchema, '9999-12-31')).toBe('9999-12-31');
    expect(issues(isoDateSchema, '1899-12-31')).toEqual([': validation.dateRange']);
    expect(issues(isoDateSchema, '2026-02-30')).toEqual([': validation.date']);
    expect(issues(isoDateSchema, '27/11/2026')).toEqual([': validation.date']);
    expect(issues(isoDateSchema, '2026-11-27T10:00:00Z')).toEqual([': validation.date']);
  });

  it('ids are positive int32s, read from strings too', () => {
    expect(ok(idSchema, '7')).toBe(7);
    expect(ok(idSchema, INT32_MAX)).toBe(2_147_483_647);
    for (const refused of [0, -1, 1.5, INT32_MAX + 1, 'abc']) {
      expect(issues(idSchema, refused), String(refused)).toEqual([': validation.idRange']);
    }
  });

  it('list queries: page 1 to 100,000, 1 to 500 per page (20 by default), a sort field', () => {
    expect(ok(listQuerySchema, {})).toEqual({ page: 1, limit: 20 });
    expect(
      ok(listQuerySchema, { page: '3', limit: '500', q: '  sfax ', sort: '-createdAt' }),
    ).toEqual({ page: 3, limit: 500, q: 'sfax', sort: '-createdAt' });
    expect(issues(listQuerySchema, { limit: '501' }).map((line) => line.split(':')[0])).toEqual([
      'limit',
    ]);
    expect(issues(listQuerySchema, { page: '0' }).map((line) => line.split(':')[0])).toEqual([
      'page',
    ]);
    expect(issues(listQuerySchema, { page: '100001' })).toHaveLength(1);
    expect(issues(listQuerySchema, { q: 'x'.repeat(201) })).toHaveLength(1);
    for (const sort of ['name;drop', '--name', 'a'.repeat(41), '']) {
      expect(issues(listQuerySchema, { sort }), sort).toHaveLength(1);
    }
  });

  it('CONTROL_CHARACTERS finds NUL, escape and DEL, not tab or line breaks', () => {
    for (const bad of [
      '\u0000',
      '\u0008',
      '\u000B',
      '\u000C',
      '\u000E',
      '\u001B',
      '\u001F',
      '\u007F',
    ]) {
      expect(CONTROL_CHARACTERS.test(`a${bad}b`), JSON.stringify(bad)).toBe(true);
    }
    for (const fine of ['\t', '\n', '\r', ' ', 'é', '\u0080']) {
      expect(CONTROL_CHARACTERS.test(`a${fine}b`), JSON.stringify(fine)).toBe(false);
    }
  });
});

describe('client sign-up and sign-in (auth.ts)', () => {
  const valid = {
    companyName: 'Café Zitouna',
    fullName: 'Ahmed Ben Salah',
    job: 'Gérant',
    governorate: 'sfax',
    city: 'Sfax',
    email: 'Ahmed@Example.tn',
    phone: ' 98123456 ',
    password: 'secret',
  };

  it('accepts a complete sign-up, normalising e-mail, governorate and phone', () => {
    expect(ok(signupBodySchema, valid)).toEqual({
      ...valid,
      governorate: 'Sfax',
      email: 'ahmed@example.tn',
      phone: '98123456',
    });
  });

  it('names each missing field with its own message', () => {
    expect(issues(signupBodySchema, {})).toEqual([
      'companyName: auth.companyNameRequired',
      'fullName: auth.fullNameRequired',
      'job: auth.jobRequired',
      'governorate: auth.governorateRequired',
      'city: auth.cityRequired',
      'email: auth.emailInvalid',
      'phone: auth.phoneInvalid',
      'password: auth.passwordMin',
    ]);
    expect(issues(signupBodySchema, { ...valid, companyName: '  ' })).toEqual([
      'companyName: auth.companyNameRequired',
    ]);
    expect(issues(signupBodySchema, { ...valid, email: '' })).toEqual(['email: auth.emailInvalid']);
    expect(issues(signupBodySchema, { ...valid, governorate: 'Paris' })).toEqual([
      'governorate: validation.governorateUnknown',
    ]);
  });

  it('a password has 6 to 200 characters; a phone exactly 8 digits', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(issues(signupBodySchema, { ...valid, password: '12345' })).toEqual([
      'password: auth.passwordMin',
    ]);
    expect(issues(signupBodySchema, { ...valid, password: 'x'.repeat(200) })).toEqual([]);
    expect(issues(signupBodySchema, { ...valid, password: 'x'.repeat(201) })).toEqual([
      'password: validation.tooLong',
    ]);
    for (const phone of ['9812345', '981234567', '+21698123456', '98 123 456']) {
      expect(issues(signupBodySchema, { ...valid, phone }), phone).toEqual([
        'phone: auth.phoneInvalid',
      ]);
    }
    expect(issues(signupBodySchema, { ...valid, fullName: 'x'.repeat(121) })).toEqual([
      'fullName: validation.tooLong',
    ]);
  });

  it('sign-in needs an e-mail and a non-empty password of at most 200 characters', () => {
    expect(ok(signinBodySchema, { email: ' A@B.TN', password: ' ' })).toEqual({
      email: 'a@b.tn',
      password: ' ',
    });
    expect(issues(signinBodySchema, { email: 'a@b.tn', password: '' })).toEqual([
      'password: auth.passwordRequired',
    ]);
    expect(issues(signinBodySchema, { email: 'a@b.tn', password: 'x'.repeat(201) })).toEqual([
      'password: validation.tooLong',
    ]);
    expect(issues(signinBodySchema, { email: 'a', password: 'x' })).toEqual([
      'email: auth.emailInvalid',
    ]);
  });

  it('a mailed link token is 20 to 100 base64url characters', () => {
    expect(ok(linkTokenSchema, 'A'.repeat(20))).toHaveLength(20);
    expect(ok(linkTokenSchema, `${'a-_9'.repeat(25)}`)).toHaveLength(100);
    for (const token of [
      'A'.repeat(19),
      'A'.repeat(101),
      `${'A'.repeat(20)}=`,
      `${'A'.repeat(20)}/`,
    ]) {
      expect(issues(linkTokenSchema, token), token).toEqual([': account.linkInvalid']);
    }
  });

  it('settings patches take known toggles only, as booleans', () => {
    expect(ok(settingsPatchSchema, { newsletter: true })).toEqual({ newsletter: true });
    expect(issues(settingsPatchSchema, { newsletter: 'yes' })).toHaveLength(1);
    expect(issues(settingsPatchSchema, { smsOnPayment: true })).toHaveLength(1);
  });
});

describe('staff telephone (admins.ts)', () => {
  it('has 8 to 15 digits', () => {
    expect(ok(adminTelephoneSchema, ' 98123456 ')).toBe('98123456');
    expect(ok(adminTelephoneSchema, '216981234567890')).toHaveLength(15);
    for (const phone of ['9812345', '2169812345678901', '+21698123456', '98 123 456']) {
      expect(issues(adminTelephoneSchema, phone), phone).toEqual([': admins.telephoneInvalid']);
    }
  });
});

describe('billing inputs (billing.ts): money in integer millimes', () => {
  it('lists its statuses and methods; konnect is never recorded by staff', () => {
    expect(INVOICE_STATUSES).toEqual(['issued', 'partially_paid', 'paid', 'overdue', 'cancelled']);
    expect(STAFF_PAYMENT_METHODS).toEqual(['transfer', 'cheque', 'cash', 'card']);
    expect(PAYMENT_METHODS).toEqual(['transfer', 'cheque', 'cash', 'card', 'konnect']);
    const payment = { amountMillimes: 1000, method: 'konnect', paidAt: '2026-11-27' };
    expect(issues(paymentInputSchema, payment)).toEqual(['method: billing.methodInvalid']);
  });

  it('a payment is a positive whole number of millimes up to 1,000,000,000 TND', () => {
    const payment = (amountMillimes: unknown) => ({
      amountMillimes,
      method: 'cash',
      paidAt: '2026-11-27',
    });
    expect(ok(paymentInputSchema, payment(1))).toEqual({ ...payment(1), reference: '' });
    expect(ok(paymentInputSchema, payment(1_000_000_000_000)).amountMillimes).toBe(1e12);
    for (const amount of [0, -1000, 12.5, 1_000_000_000_001, '1000', null]) {
      expect(issues(paymentInputSchema, payment(amount)), String(amount)).toEqual([
        'amountMillimes: billing.amountInvalid',
      ]);
    }
    expect(issues(paymentInputSchema, { ...payment(1), reference: 'x'.repeat(121) })).toEqual([
      'reference: validation.tooLong',
    ]);
    expect(ok(paymentInputSchema, { ...payment(1), reference: ' VIR-1 ' }).reference).toBe('VIR-1');
  });

  it('a period is YYYY-MM from 2000-01 to 2999-12', () => {
    expect(ok(periodSchema, '2000-01')).toBe('2000-01');
    expect(ok(periodSchema, '2999-12')).toBe('2999-12');
    for (const period of ['1999-12', '3000-01', '2026-00', '2026-13', '2026-1', '2026-11-01']) {
      expect(issues(periodSchema, period), period).toEqual([': billing.periodInvalid']);
    }
  });

  const contract = {
    clientId: 1,
    stationIds: [2],
    startDate: '2026-01-01',
    monthlyFeeMillimes: 150_000,
  };

  it('a contract: defaults, fee bounds, terms of 0 to 120 days, commission of 0 to 10,000 bp', () => {
    expect(ok(contractInputSchema, contract)).toEqual({
      ...contract,
      endDate: null,
      paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
      commissionBp: null,
    });
    expect(DEFAULT_PAYMENT_TERMS_DAYS).toBe(15);
    expect(MAX_FEE_MILLIMES).toBe(10_000_000_000);
    expect(
      issues(contractInputSchema, { ...contract, monthlyFeeMillimes: MAX_FEE_MILLIMES }),
    ).toEqual([]);
    for (const fee of [0, MAX_FEE_MILLIMES + 1, 99.5]) {
      expect(
        issues(contractInputSchema, { ...contract, monthlyFeeMillimes: fee }),
        String(fee),
      ).toEqual(['monthlyFeeMillimes: billing.feeInvalid']);
    }
    expect(issues(contractInputSchema, { ...contract, paymentTermsDays: 0 })).toEqual([]);
    expect(issues(contractInputSchema, { ...contract, paymentTermsDays: 120 })).toEqual([]);
    for (const days of [-1, 121, 1.5]) {
      expect(issues(contractInputSchema, { ...contract, paymentTermsDays: days })).toEqual([
        'paymentTermsDays: billing.termsInvalid',
      ]);
    }
    expect(MAX_COMMISSION_BP).toBe(10_000);
    expect(ok(contractInputSchema, { ...contract, commissionBp: 10_000 }).commissionBp).toBe(
      10_000,
    );
    expect(ok(contractInputSchema, { ...contract, commissionBp: 0 }).commissionBp).toBe(0);
    for (const bp of [-1, 10_001, 12.5]) {
      expect(issues(contractInputSchema, { ...contract, commissionBp: bp })).toEqual([
        'commissionBp: billing.commissionInvalid',
      ]);
    }
  });

  it('a contract names 1 to 200 stations and ends on or after its start', () => {
    expect(issues(contractInputSchema, { ...contract, stationIds: [] })).toEqual([
      'stationIds: billing.stationsRequired',
    ]);
    const many = Array.from({ length: 201 }, (_, i) => i + 1);
    expect(issues(contractInputSchema, { ...contract, stationIds: many })).toEqual([
      'stationIds: billing.stationsRequired',
    ]);
    expect(issues(contractInputSchema, { ...contract, stationIds: many.slice(1) })).toEqual([]);
    expect(issues(contractInputSchema, { ...contract, stationIds: [0] })).toEqual([
      'stationIds.0: billing.stationsRequired',
    ]);
    expect(issues(contractInputSchema, { ...contract, clientId: 0 })).toEqual([
      'clientId: billing.clientRequired',
    ]);
    expect(ok(contractInputSchema, { ...contract, endDate: '2026-01-01' }).endDate).toBe(
      '2026-01-01',
    );
    expect(ok(contractInputSchema, { ...contract, endDate: '' }).endDate).toBeNull();
    expect(issues(contractInputSchema, { ...contract, endDate: '2025-12-31' })).toEqual([
      'endDate: billing.endBeforeStart',
    ]);
  });

  it('a campaign price: basis and price both set or both null, up to 100,000 TND', () => {
    expect(ok(adPricingInputSchema, { basis: null, priceMillimes: null })).toEqual({
      basis: null,
      priceMillimes: null,
    });
    expect(
      ok(adPricingInputSchema, { basis: 'per_mille', priceMillimes: MAX_AD_PRICE_MILLIMES }),
    ).toEqual({
      basis: 'per_mille',
      priceMillimes: 100_000_000,
    });
    expect(
      issues(adPricingInputSchema, {
        basis: 'screen_day',
        priceMillimes: MAX_AD_PRICE_MILLIMES + 1,
      }),
    ).toEqual(['priceMillimes: billing.priceInvalid']);
    expect(issues(adPricingInputSchema, { basis: null, priceMillimes: 500 })).toEqual([
      'basis: billing.pricingBasisInvalid',
    ]);
    expect(issues(adPricingInputSchema, { basis: 'screen_day', priceMillimes: null })).toEqual([
      'priceMillimes: billing.priceInvalid',
    ]);
    expect(issues(adPricingInputSchema, { basis: 'per_play', priceMillimes: 500 })).toEqual([
      'basis: billing.pricingBasisInvalid',
    ]);
  });

  it("a client's tax number: at most 40 characters, empty means none; the invoice language fr or en", () => {
    expect(
      ok(clientBillingInputSchema, { taxNumber: ' 1234567/A/M/000 ', invoiceLanguage: 'en' }),
    ).toEqual({
      taxNumber: '1234567/A/M/000',
      invoiceLanguage: 'en',
    });
    expect(
      ok(clientBillingInputSchema, { taxNumber: '  ', invoiceLanguage: 'fr' }).taxNumber,
    ).toBeNull();
    expect(ok(clientBillingInputSchema, { invoiceLanguage: 'fr' }).taxNumber).toBeNull();
    expect(
      ok(clientBillingInputSchema, { taxNumber: 'x'.repeat(40), invoiceLanguage: 'fr' }).taxNumber,
    ).toHaveLength(40);
    expect(
      issues(clientBillingInputSchema, { taxNumber: 'x'.repeat(41), invoiceLanguage: 'fr' }),
    ).toEqual(['taxNumber: validation.tooLong']);
    expect(issues(clientBillingInputSchema, { taxNumber: null, invoiceLanguage: 'ar' })).toEqual([
      'invoiceLanguage: validation.invalid',
    ]);
  });
});
