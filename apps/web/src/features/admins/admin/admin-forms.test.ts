import { describe, expect, it } from 'vitest';
import {
  adminProfileFormSchema,
  adminRegisterFormSchema,
  EMPTY_REGISTER_FORM,
  MAX_IMAGE_BYTES,
  profileFormData,
  registerFormData,
} from './admin-forms';

const photo = (type = 'image/jpeg', size = 2_000) =>
  new File([new Uint8Array(size)], 'photo.jpg', { type });

const valid = () => ({
  nom: 'Trabelsi',
  prenom: 'Sana',
  telephone: '71123456',
  email: 'Sana@Example.tn',
  poste: 'Opérations',
  password: 'motdepasse',
  confirmPassword: 'motdepasse',
  image: photo(),
});

/** field → message key of every issue, for readable assertions. */
function errorsOf(
  schema: typeof adminRegisterFormSchema | typeof adminProfileFormSchema,
  v: object,
) {
  const result = schema.safeParse(v);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('admin register form rules', () => {
  it('accepts a complete form and lower-cases the email', () => {
    const result = adminRegisterFormSchema.safeParse(valid());
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe('sana@example.tn');
  });

  it('requires every field and the image', () => {
    const errors = errorsOf(adminRegisterFormSchema, { ...EMPTY_REGISTER_FORM, nom: ' ' });
    expect(errors).toMatchObject({
      nom: 'admins.nomRequired',
      prenom: 'admins.prenomRequired',
      telephone: 'admins.telephoneInvalid',
      email: 'validation.email',
      poste: 'admins.posteRequired',
      password: 'admins.passwordMin',
      confirmPassword: 'validation.required',
      image: 'admins.imageRequired',
    });
  });

  it('takes 8 to 15 digits only for the telephone', () => {
    for (const ok of ['12345678', '123456789012345'])
      expect(errorsOf(adminRegisterFormSchema, { ...valid(), telephone: ok })).toEqual({});
    for (const bad of ['1234567', '1234567890123456', '+21671123456', '71 123 456', 'abcdefgh'])
      expect(errorsOf(adminRegisterFormSchema, { ...valid(), telephone: bad })).toEqual({
        telephone: 'admins.telephoneInvalid',
      });
  });

  it('refuses a confirmation that differs, even while another field is still invalid', () => {
    expect(
      errorsOf(adminRegisterFormSchema, { ...valid(), confirmPassword: 'autrechose' }),
    ).toEqual({ confirmPassword: 'admins.passwordMismatch' });
    expect(
      errorsOf(adminRegisterFormSchema, { ...valid(), nom: '', confirmPassword: 'autrechose' }),
    ).toEqual({ nom: 'admins.nomRequired', confirmPassword: 'admins.passwordMismatch' });
    expect(
      errorsOf(adminRegisterFormSchema, { ...valid(), image: undefined, confirmPassword: 'autre' }),
    ).toEqual({ image: 'admins.imageRequired', confirmPassword: 'admins.passwordMismatch' });
  });

  it('takes only JPEG, PNG or WebP images up to 5 MB', () => {
    expect(
      errorsOf(adminRegisterFormSchema, { ...valid(), image: photo('application/pdf') }),
    ).toEqual({ image: 'error.unsupportedMediaType' });
    expect(
      errorsOf(adminRegisterFormSchema, {
        ...valid(),
        image: photo('image/png', MAX_IMAGE_BYTES + 1),
      }),
    ).toEqual({ image: 'error.payloadTooLarge' });
    expect(errorsOf(adminRegisterFormSchema, { ...valid(), image: photo('image/webp') })).toEqual(
      {},
    );
  });

  it('never sends the confirmation', () => {
    const data = registerFormData(adminRegisterFormSchema.parse(valid()));
    expect([...data.keys()].sort()).toEqual(
      ['email', 'image', 'nom', 'password', 'poste', 'prenom', 'telephone'].sort(),
    );
    expect(data.get('image')).toBeInstanceOf(File);
    expect(data.get('telephone')).toBe('71123456');
    expect(data.get('password')).toBe('motdepasse');
  });
});

describe('admin profile form rules', () => {
  const profile = { nom: 'A', prenom: 'B', email: 'a@b.tn', telephone: '71123456', poste: 'C' };

  it('requires nom, prenom, email, telephone and poste; the image is optional', () => {
    expect(errorsOf(adminProfileFormSchema, profile)).toEqual({});
    expect(errorsOf(adminProfileFormSchema, { ...profile, image: photo() })).toEqual({});
    expect(
      errorsOf(adminProfileFormSchema, {
        nom: '',
        prenom: '',
        email: 'x',
        telephone: '1',
        poste: '',
      }),
    ).toEqual({
      nom: 'admins.nomRequired',
      prenom: 'admins.prenomRequired',
      email: 'validation.email',
      telephone: 'admins.telephoneInvalid',
      poste: 'admins.posteRequired',
    });
    expect(errorsOf(adminProfileFormSchema, { ...profile, image: photo('text/plain') })).toEqual({
      image: 'error.unsupportedMediaType',
    });
  });

  it('sends the five fields, and the image only when a new one was picked', () => {
    const without = profileFormData(adminProfileFormSchema.parse(profile));
    expect([...without.entries()]).toEqual([
      ['nom', 'A'],
      ['prenom', 'B'],
      ['email', 'a@b.tn'],
      ['telephone', '71123456'],
      ['poste', 'C'],
    ]);
    const withImage = profileFormData(adminProfileFormSchema.parse({ ...profile, image: photo() }));
    expect([...withImage.keys()]).toEqual([
      'nom',
      'prenom',
      'email',
      'telephone',
      'poste',
      'image',
    ]);
    expect((withImage.get('image') as File).name).toBe('photo.jpg');
  });
});
