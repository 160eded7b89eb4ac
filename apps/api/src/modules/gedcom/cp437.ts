/**
 * Code page 437, the character set of IBM PC (MS-DOS) programs that GEDCOM calls IBMPC: bytes
 * below 0x80 are ASCII; these are 0x80-0xFF in order (Unicode's mapping, as Python's cp437).
 */
const upper =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

export function decodeCp437(data: Buffer): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < data.length; i++) {
    const byte = data[i]!;
    if (byte < 0x80) continue;
    if (i > start) out += data.toString('latin1', start, i);
    out += upper[byte - 0x80];
    start = i + 1;
  }
  if (start < data.length) out += data.toString('latin1', start);
  return out;
}
