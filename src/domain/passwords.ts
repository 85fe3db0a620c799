// What makes a password too weak to accept: shorter than 8 characters, the email itself, or one
// of the passwords that guessers try first.
export const MIN_PASSWORD_LENGTH = 8;

/** The commonest passwords in published breach lists, and the obvious ones for an office in Dhaka. */
const COMMON = new Set(
  `123456 123456789 12345678 password qwerty123 qwerty 1q2w3e4r 111111 123123 1234567890 000000 iloveyou 1234567
  password1 password123 qwertyuiop 123321 654321 666666 987654321 7777777 123qwe 1qaz2wsx 1q2w3e4r5t abc12345
  abcd1234 admin123 admin1234 administrator adminadmin letmein welcome welcome1 welcome123 monkey dragon sunshine
  princess football baseball master superman batman trustno1 passw0rd p@ssw0rd p@ssword zaq12wsx asdfghjkl
  asdf1234 qwer1234 11111111 22222222 88888888 99999999 00000000 12341234 11223344 87654321 changeme changeme123
  default secret123 test1234 testtest guest123 user1234 login123 pass1234 bangladesh bangladesh1 dhaka123
  dhaka1234 bangla123 allah123 allahuakbar 01700000000 12345678910 q1w2e3r4 internet computer samsung1
  iloveyou1 lovely123 whatever freedom1 shadow12 michael1 jennifer 1qazxsw2 aa123456 a1234567 qwe12345
  123abc123 abc123456 password12 password1234 company123 office123 account1 accounts123 cashier123`
    .split(/\s+/)
    .filter(Boolean),
);

export function isCommonPassword(pass: string): boolean {
  return COMMON.has(pass.toLowerCase());
}

/** Why a password is refused, or undefined when it is acceptable. */
export function passwordProblem(pass: string, email?: string): string | undefined {
  if (pass.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (email && pass.trim().toLowerCase() === email.trim().toLowerCase()) return 'Password cannot be the email';
  if (isCommonPassword(pass)) return 'This password is too common. Choose another.';
  return undefined;
}
