import { Boot, type IDomEditor, type IModuleConf, type SlateElement } from '@wangeditor/editor';
import i18n from '../../i18n/i18n';
import { lockedBlockVnode } from './locked-html-vnode';
import { LOCKED_HTML_ATTRIBUTE, LOCKED_HTML_TYPE } from './prepare-editor-html';

/** The element wangEditor keeps for a locked piece. */
interface LockedHtmlElement {
  type: typeof LOCKED_HTML_TYPE;
  html: string;
  children: [{ text: '' }];
}

type RenderElem = IModuleConf['renderElems'][number]['renderElem'];

let registered = false;

function isLocked(element: unknown): element is LockedHtmlElement {
  return (element as { type?: string } | null)?.type === LOCKED_HTML_TYPE;
}

/**
 * Teaches wangEditor the locked piece (prepare-editor-html.ts): a void block it
 * shows read-only and writes back as the original HTML. wangEditor's modules are
 * global, so this runs once, before the first editor is created.
 */
export function registerLockedHtml(): void {
  if (registered) return;
  registered = true;
  Boot.registerModule({
    editorPlugin<T extends IDomEditor>(editor: T): T {
      const { isVoid } = editor;
      editor.isVoid = (element) => isLocked(element) || isVoid(element);
      return editor;
    },
    renderElems: [
      {
        type: LOCKED_HTML_TYPE,
        // The vnode objects are snabbdom's own shape (see locked-html-vnode.ts).
        renderElem: ((element: SlateElement) =>
          lockedBlockVnode(
            isLocked(element) ? element.html : '',
            i18n.t('common:editor.locked'),
          )) as unknown as RenderElem,
      },
    ],
    elemsToHtml: [
      {
        type: LOCKED_HTML_TYPE,
        elemToHtml: (element: SlateElement) => (isLocked(element) ? element.html : ''),
      },
    ],
    parseElemsHtml: [
      {
        selector: `div[data-w-e-type="${LOCKED_HTML_TYPE}"]`,
        parseElemHtml: (element: Element) =>
          ({
            type: LOCKED_HTML_TYPE,
            html: element.getAttribute(LOCKED_HTML_ATTRIBUTE) ?? '',
            children: [{ text: '' }],
          }) as unknown as SlateElement,
      },
    ],
  });
}
