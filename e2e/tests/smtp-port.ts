/** The port the digests journey's SMTP server listens on; the app under test sends mail there. */
export function e2eSmtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 18200) + 2000);
}
