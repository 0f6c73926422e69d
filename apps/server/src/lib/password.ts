/** The native argon2 binding, loaded with the first password to hash or check (issue 19, memory). */
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

// OWASP-recommended argon2id parameters (19 MiB, 2 passes). `algorithm: 2` is Argon2id (a const
// enum in the package's types, which isolated modules cannot import).
// Stryker disable next-line ObjectLiteral: today's binding defaults are these values; kept explicit so an upgrade cannot weaken them.
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = async (password: string) =>
  (await loadArgon2()).hash(password, options);

// Verifying against a fixed hash when the account does not exist keeps response times equal, so the
// sign-in endpoints do not reveal which emails are registered.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string) {
  if (!storedHash) {
    // Stryker disable next-line StringLiteral: any stand-in password gives a hash no caller can match.
    dummyHash ??= hashPassword('not-a-real-password');
    const { verify } = await loadArgon2();
    // Stryker disable next-line ArrowFunction,BooleanLiteral: the result is dropped (this call is for the timing only).
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  const { verify } = await loadArgon2();
  return verify(storedHash, password).catch(() => false);
}
