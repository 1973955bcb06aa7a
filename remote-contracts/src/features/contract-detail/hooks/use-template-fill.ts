import type { WireData } from '@agency/shared/api/wire';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFillTemplateMutation } from '../api/contract-detail-api';
import type { FillSourceKind } from '../config/fill-source-kinds';
import { reportFailure } from '../utils/report-failure';

/** A record picked to fill from, with its label for the list of picked records. */
type PickedSource = { kind: FillSourceKind } & WireData<'/pact/fill-sources', 'get'>[number];

/** Typed values without the boxes left empty. */
function typedValues(typed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(typed).filter(([, value]) => value.trim() !== ''));
}

export interface TemplateFill {
  sources: PickedSource[];
  /** Every placeholder to show in the form, in document order. */
  names: string[];
  /** What each box shows: the typed value, else the value the records gave. */
  valueOf: (name: string) => string;
  /** Placeholders still without a value after the last fill (null before the first). */
  unfilled: string[] | null;
  /** The values to generate with (addcontent's `values`). */
  values: Record<string, string>;
  filling: boolean;
  add: (source: PickedSource) => void;
  remove: (source: PickedSource) => void;
  type: (name: string, value: string) => void;
  apply: () => void;
}

/**
 * Generating a contract from several records at once: each picked record is added
 * to the list (a second one adds its values, it does not replace the first), and
 * every fill sends the text being edited and what the user typed, so the server
 * replaces only placeholders still in the text and typed values always win.
 */
export function useTemplateFill(
  templateId: number | undefined,
  placeholders: string[],
  html: string,
  onHtml: (html: string) => void,
): TemplateFill {
  const { t } = useTranslation('pact');
  const [fill, { isLoading }] = useFillTemplateMutation();
  const [sources, setSources] = useState<PickedSource[]>([]);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [known, setKnown] = useState<Record<string, string>>({});
  const [names, setNames] = useState<string[] | null>(null);
  const [unfilled, setUnfilled] = useState<string[] | null>(null);
  // The text as it is when the call goes out, not when the picker last rendered.
  const currentHtml = useRef(html);
  currentHtml.current = html;

  const run = async (nextSources: PickedSource[], nextTyped: Record<string, string>) => {
    if (templateId === undefined) return;
    try {
      const filled = await fill({
        id: templateId,
        body: {
          html: currentHtml.current,
          sources: nextSources.map(({ kind, id }) => ({ kind, id })),
          values: typedValues(nextTyped),
        },
      }).unwrap();
      onHtml(filled.html);
      setKnown(filled.values);
      setNames(filled.placeholders);
      setUnfilled(filled.unfilled);
    } catch (error) {
      reportFailure(error, t('detail.fill.failed'));
    }
  };

  const same = (a: PickedSource, b: PickedSource) => a.kind === b.kind && a.id === b.id;

  return {
    sources,
    names: names ?? placeholders,
    valueOf: (name) => typed[name] ?? known[name] ?? '',
    unfilled,
    values: { ...known, ...typedValues(typed) },
    filling: isLoading,
    add: (source) => {
      if (sources.some((picked) => same(picked, source))) return;
      const next = [...sources, source];
      setSources(next);
      void run(next, typed);
    },
    remove: (source) => {
      const next = sources.filter((picked) => !same(picked, source));
      setSources(next);
      void run(next, typed);
    },
    type: (name, value) => setTyped((current) => ({ ...current, [name]: value })),
    apply: () => void run(sources, typed),
  };
}
