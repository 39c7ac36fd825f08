import { RESET_LINK_HOURS, VERIFY_LINK_HOURS } from '@socialpulse/contract';
import type { OutgoingEmail } from '@/features/email/mailer';

const escapeHtml = (s: string) => s.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

export function passwordResetEmail(to: string, url: string): OutgoingEmail {
  const hours = `${RESET_LINK_HOURS} hour${RESET_LINK_HOURS === 1 ? '' : 's'}`;
  return {
    to,
    subject: 'Reset your SocialPulse password',
    text: [
      'Someone (hopefully you) asked to reset the password of your SocialPulse account.',
      '',
      `Choose a new password here (the link works once, for ${hours}):`,
      url,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
      '',
    ].join('\n'),
    html: [
      '<p>Someone (hopefully you) asked to reset the password of your SocialPulse account.</p>',
      `<p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, for ${hours}).</p>`,
      '<p>If you did not ask for this, ignore this email: your password stays as it is.</p>',
    ].join(''),
  };
}

export function verificationEmail(to: string, url: string): OutgoingEmail {
  return {
    to,
    subject: 'Verify your SocialPulse email address',
    text: [
      'Please confirm that this address belongs to your SocialPulse account.',
      '',
      `Verify it here (the link works once, for ${VERIFY_LINK_HOURS} hours):`,
      url,
      '',
      'If you did not create an account, ignore this email.',
      '',
    ].join('\n'),
    html: [
      '<p>Please confirm that this address belongs to your SocialPulse account.</p>',
      `<p><a href="${escapeHtml(url)}">Verify my email address</a> (the link works once, for ${VERIFY_LINK_HOURS} hours).</p>`,
      '<p>If you did not create an account, ignore this email.</p>',
    ].join(''),
  };
}
