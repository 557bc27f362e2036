/**
 * Decision 77: what a new password may not be, shared by the forms (client-side, through the zod schemas of
 * `schemas/auth.ts`) and the server (which checks again with the account's own phone and name wherever a
 * password is set, and also refuses the 10,000 most common passwords of decision 18).
 *
 * - only spaces (or other blank characters): PASSWORD_BLANK;
 * - the account's 10-digit mobile number anywhere in it: PASSWORD_HAS_PHONE;
 * - a part of the account's name of 3 or more letters anywhere in it, ignoring case ("Asha Patel" refuses
 *   "patel@2026" and "ASHA1234"; titles such as "Dr." or "Shri" and the word "Admin" do not count): PASSWORD_HAS_NAME;
 * - a common Indian password: PASSWORD_TOO_COMMON. The password is lowercased, spaces, dots, dashes and
 *   underscores are taken out, common look-alikes read as letters ("p@ssw0rd"), and the digits and symbols
 *   at its start and end are stripped ("India@123", "gujarat123", "@Surat2024!" → india, gujarat, surat);
 *   what is left, also without a leading "my" or "i love", must not be a word of COMMON_INDIAN_WORDS.
 *   A password that is only a trivial run of digits (12345678, 11111111, 98765432, 12341234 …) with at most
 *   two letters or symbols around it ("a@12345678", "Ab12345678") is refused too.
 */

/** Words and phrases Indian users pick most, as their letters only (see the matching rule above). */
export const COMMON_INDIAN_WORDS: readonly string[] = [
  // the classics, in any language
  'password passw pass passwd pwd admin administrator welcome hello hi test testing user login guest ' +
    'demo default secret qwerty qwertyuiop asdf asdfgh asdfghjkl zxcvbnm abc abcd abcde abcdef abcdefg ' +
    'abcdefgh abcxyz xyz iloveyou love lover loveyou sweetheart princess angel baby babu sona jaan janu ' +
    'jaanu monkey dragon sunshine letmein changeme master super superman batman computer internet mobile ' +
    'phone samsung nokia iphone google facebook whatsapp instagram business company office shop store ' +
    'money rich lucky happy family friends mummy papa mummypapa mom dad mother father india bharat ' +
    'hindustan jaihind jayhind bharatmata vandemataram incredibleindia indian desi cricket sachin ' +
    'tendulkar dhoni msdhoni virat kohli rohit bollywood shahrukh salman modi namo narendramodi',
  // Gujarat and its places
  'gujarat gujrat gujarati gujju gujjus jaigujarat jaygujarat garvigujarat kathiyawad kathiawad ' +
    'saurashtra kutch kachchh ahmedabad amdavad ahmadabad surat vadodara baroda rajkot bhavnagar jamnagar ' +
    'junagadh gandhinagar anand nadiad mehsana morbi bharuch navsari valsad vapi porbandar palanpur bhuj ' +
    'dwarka somnath ambaji patan godhra amreli botad surendranagar himmatnagar veraval gondal',
  // other big cities and states
  'mumbai bombay delhi newdelhi kolkata calcutta chennai madras bangalore bengaluru hyderabad pune ' +
    'jaipur lucknow kanpur nagpur indore bhopal patna goa kerala punjab rajasthan maharashtra bihar ' +
    'kashmir',
  // faith: names and greetings
  'jayshreekrishna jaishreekrishna jaishrikrishna jayshrikrishna jaishreekrishn shreekrishna ' +
    'shrikrishna krishna krishn radhe radha radhekrishna radheradhe radhakrishna harekrishna jayshreeram ' +
    'jaishreeram jaishriram jayshriram jaisriram shreeram shriram sriram ram rama jaishree jayshree ' +
    'sitaram jaisiyaram jaysiyaram siyaram hanuman jaihanuman bajrang bajrangbali jaibajrangbali ganesh ' +
    'ganesha ganpati ganpatibappa ganpatibappamorya jaiganesh shiva shiv mahadev harharmahadev jaimahadev ' +
    'jaybholenath jaibholenath bholenath omnamahshivay omnamahshivaya omnamashivaya om omsairam sairam ' +
    'saibaba jaisaibaba sai jaimataji jaymataji mataji jaiambe jayambe ambemaa durga jaimatadi jaimaa ' +
    'jaymaa swaminarayan jayswaminarayan jaiswaminarayan jalaram jayjalaram jaijalaram dwarkadhish ' +
    'jaydwarkadhish jaijinendra jayjinendra mahavir waheguru allah bismillah jesus god godisgreat bhagwan ' +
    'ishwar prabhu',
  // common first names and surnames
  'rahul amit sumit rohan raj rajesh ramesh suresh mahesh dinesh mukesh jignesh hitesh nilesh paresh ' +
    'kalpesh bhavesh ketan vishal pooja priya neha riya khushi komal krupa hetal nisha sneha patel shah ' +
    'mehta desai joshi sharma singh kumar gupta trivedi pandya parmar chauhan solanki thakor',
]
  .join(' ')
  .split(' ');

const WORDS = new Set(COMMON_INDIAN_WORDS);

/** Prefixes taken off before the list is consulted ("MyIndia@123", "iloveSurat"). */
const PREFIXES = ['my', 'ilove', 'iluv', 'love'];

/** Honorifics and role words that are not really a part of a name ("Dr. Kiran Vyas", "Directory Admin"). */
const TITLES = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'shri',
  'shree',
  'sri',
  'smt',
  'kumari',
  'prof',
  'miss',
  'admin',
  'administrator',
]);

const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};

export type PasswordProblem = 'PASSWORD_BLANK' | 'PASSWORD_HAS_PHONE' | 'PASSWORD_HAS_NAME' | 'PASSWORD_TOO_COMMON';

/** The letters-only core of a password: lowercased, separators out, digits and symbols at both ends stripped. */
function cores(password: string): string[] {
  const flat = password
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');
  const stripped = flat.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  // look-alikes read inside the word only, after the trailing digits are gone ("P@ssw0rd123" → password)
  const read = stripped.replace(/[@4013$57!]/g, (c) => LOOK_ALIKES[c] ?? c);
  const out = new Set([stripped, read]);
  for (const core of [...out]) {
    for (const prefix of PREFIXES) if (core.startsWith(prefix)) out.add(core.slice(prefix.length));
  }
  return [...out];
}

/** A run of digits anyone would try: one digit repeated, counting up or down, or a short block repeated. */
export function isTrivialDigits(digits: string): boolean {
  if (digits.length < 4) return false;
  const step = (Number(digits[1]) - Number(digits[0]) + 10) % 10;
  let run = step === 0 || step === 1 || step === 9;
  for (let i = 2; run && i < digits.length; i++) {
    if ((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10 !== step) run = false;
  }
  if (run) return true;
  for (let period = 2; period <= 4; period++) {
    if (digits.length % period !== 0 || digits.length === period) continue;
    const block = digits.slice(0, period);
    if (block.repeat(digits.length / period) === digits) return true;
  }
  return false;
}

/** Whether the password is one of the common Indian passwords (the rule of decision 77). */
export function isCommonIndianPassword(password: string): boolean {
  if (cores(password).some((core) => WORDS.has(core))) return true;
  const digits = password.replace(/\D+/g, '');
  const rest = password.replace(/\d+/g, '');
  return digits.length >= 4 && rest.length <= 2 && isTrivialDigits(digits);
}

/** The parts of a name a password may not contain: 3+ letters, not a title. */
export function nameParts(name: string): string[] {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}]+/u)
    .filter((part) => [...part].length >= 3 && !TITLES.has(part));
}

/** The first rule the password breaks (decision 77), or null. `phone` and `name` are the account's own. */
export function passwordProblem(
  password: string,
  account: { phone?: string | null; name?: string | null } = {},
): PasswordProblem | null {
  if (password.trim() === '') return 'PASSWORD_BLANK';
  const lower = password.normalize('NFKC').toLowerCase();
  const phone = account.phone?.replace(/\D/g, '') ?? '';
  if (phone.length >= 10 && lower.replace(/\D/g, '').includes(phone.slice(-10))) return 'PASSWORD_HAS_PHONE';
  if (account.name && nameParts(account.name).some((part) => lower.includes(part))) return 'PASSWORD_HAS_NAME';
  if (isCommonIndianPassword(password)) return 'PASSWORD_TOO_COMMON';
  return null;
}
