import sanitizeHtml from 'sanitize-html';

/**
 * Stored rich text is shown to every visitor, so it is cut down on the server to what the editor
 * toolbar can produce (spec part 9): headers 1-5, lists, alignment, bold, italic, underline,
 * sub/superscript, colours, links and block quotes. Scripts, event handlers, `javascript:` links
 * and every other tag or attribute are removed.
 */
const colour = [
  /^[a-zA-Z]{3,20}$/,
  /^#[0-9a-fA-F]{3,8}$/,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/,
];
const alignment = [/^(left|right|center|justify)$/];

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'mark',
    'a',
    'blockquote',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': { color: colour, 'background-color': colour, 'text-align': alignment },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the site in a new tab without handing it the opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
