/** The parts of a raw single-part message (as nodemailer writes it) a test reads: decoded subject and text. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

export function readMail(raw: string): ReadMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string): string => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { to: header('To'), subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n') };
}

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

/** The temporary password line of the find-password mail. */
export function tempPasswordOf(mail: ReadMail): string {
  const match = /임시 비밀번호: (\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no temporary password in:\n${mail.text}`);
  return match[1];
}
