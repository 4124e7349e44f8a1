import Prism from 'prismjs';
// The language files extend the global Prism, in dependency order (twig needs markup-templating).
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-twig';
import 'prismjs/components/prism-graphql';
import 'prismjs/components/prism-json';
import type { CodeLanguage } from './code-editor';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The code as highlighted HTML; plain (escaped) text for a language Prism does not know. */
export function highlightCode(code: string, language: CodeLanguage): string {
  const grammar = Prism.languages[language];
  return grammar ? Prism.highlight(code, grammar, language) : escapeHtml(code);
}
