import bcrypt from 'bcryptjs';

// bcrypt as in RuoYi (BCryptPasswordEncoder, $2a$), so imported RuoYi users keep their passwords.
const rounds = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** Compared against when the user does not exist, so both cases take as long. */
const dummyHash = bcrypt.hashSync('not-a-real-password', rounds);

export async function burnPasswordCheck(password: string): Promise<false> {
  await bcrypt.compare(password, dummyHash);
  return false;
}
