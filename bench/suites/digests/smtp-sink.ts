/**
 * The smallest SMTP server the workers' mailer talks to: it accepts every message and counts it.
 * Enough of RFC 5321 for nodemailer without TLS or AUTH (EHLO, MAIL, RCPT, DATA, QUIT).
 */
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';

export class SmtpSink {
  received = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 bench ESMTP\r\n');
      socket.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('latin1');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            buffer = buffer.slice(end + 5);
            inData = false;
            this.received++;
            socket.write('250 OK queued\r\n');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol < 0) return;
          const line = buffer.slice(0, eol).toUpperCase();
          buffer = buffer.slice(eol + 2);
          if (line.startsWith('EHLO')) socket.write('250-bench\r\n250 8BITMIME\r\n');
          else if (line.startsWith('DATA')) {
            inData = true;
            socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
          } else if (line.startsWith('QUIT')) socket.end('221 Bye\r\n');
          else socket.write('250 OK\r\n');
        }
      });
      socket.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
