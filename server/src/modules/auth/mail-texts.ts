import type { Language } from '@gd/contracts/codes';

/** The password-reset mail in the user's language. */
export function otpMail(language: Language, name: string, otp: string, minutes: number) {
  if (language === 'guj') {
    return {
      subject: 'પાસવર્ડ રીસેટ કરવા માટેનો તમારો OTP',
      text:
        `નમસ્તે ${name},\n\n` +
        `તમારો પાસવર્ડ રીસેટ કરવા માટેનો OTP છે: ${otp}\n\n` +
        `આ કોડ ${minutes} મિનિટ માટે માન્ય છે. તે કોઈની સાથે શેર કરશો નહીં.\n` +
        'જો તમે પાસવર્ડ રીસેટ કરવાની વિનંતી ન કરી હોય, તો આ ઇમેઇલને અવગણો.\n\n' +
        'ગુજરાત બિઝનેસ ડિરેક્ટરી',
    };
  }
  return {
    subject: 'Your OTP to reset your password',
    text:
      `Hello ${name},\n\n` +
      `Your OTP to reset your password is: ${otp}\n\n` +
      `It is valid for ${minutes} minutes. Do not share it with anyone.\n` +
      'If you did not ask to reset your password, ignore this mail.\n\n' +
      'Gujarat Business Directory',
  };
}
