import { queueMessages } from '@sika/domain';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/index.ts';
import { loadWrites } from './sendOrQueue.ts';

const text = queueMessages;
/** A draft is written this long after the last keystroke, not on every one. */
const SAVE_AFTER_MS = 300;

/**
 * How often each form's draft was forgotten. A save the form timed before that (the last keystrokes
 * just before the send) is not written afterwards: the page that sent it can stay on screen while the
 * next page's code arrives, and its timer would otherwise bring the sent draft back.
 */
const drops = new Map<string, number>();
const dropsOf = (vendorId: string, form: string) => drops.get(`${vendorId}:${form}`) ?? 0;

/** Forgets a form's draft: after it was sent, or kept on the phone to be sent. */
export function dropDraft(vendorId: string | undefined, form: string): void {
  if (vendorId) drops.set(`${vendorId}:${form}`, dropsOf(vendorId, form) + 1);
  if (vendorId)
    void loadWrites().then(
      (writes) => writes.dropDraft(vendorId, form),
      () => undefined,
    );
}

const KEEP_EVERY_FIELD: readonly never[] = [];

function withoutFields<Values extends object>(values: Values, fields: readonly string[]): Values {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !fields.includes(name))) as Values;
}

/**
 * Inside a Formik form: what the vendor types is kept on this phone (per vendor and form) until it
 * is sent, and given back after a reload with 'Restored what you typed' and a way to discard it
 * (docs/product.md, Writes that wait). A draft only fills a form nobody has typed into yet.
 */
export function DraftKeeper<Values extends object>({
  vendorId,
  form,
  notKept = KEEP_EVERY_FIELD,
}: {
  vendorId: string | undefined;
  form: string;
  /** Fields never written to the phone (passwords): a restored draft leaves them as they start. */
  notKept?: readonly (keyof Values & string)[];
}) {
  const { values: typedValues, dirty, initialValues, setValues } = useFormikContext<Values>();
  const values = useMemo(() => withoutFields(typedValues, notKept), [typedValues, notKept]);
  const keptAtStart = useMemo(() => withoutFields(initialValues, notKept), [initialValues, notKept]);
  // Only a field never kept was typed (a password): there is nothing to give back after a reload.
  const worthKeeping = dirty && (notKept.length === 0 || JSON.stringify(values) !== JSON.stringify(keptAtStart));
  const [restored, setRestored] = useState(false);
  const [read, setRead] = useState(false);
  // Read by the draft's late arrival, without re-reading the draft on every keystroke.
  const typed = useRef(dirty);
  useEffect(() => {
    typed.current = dirty;
  }, [dirty]);

  useEffect(() => {
    if (!vendorId) return;
    let live = true;
    void loadWrites()
      .then((writes) => writes.readDraft<Values>(vendorId, form))
      .then(
        (draft) => {
          if (!live) return;
          if (draft && !typed.current) {
            void setValues({ ...initialValues, ...draft }, true);
            setRestored(true);
          }
          setRead(true);
        },
        () => live && setRead(true),
      );
    return () => {
      live = false;
    };
  }, [vendorId, form, setValues, initialValues]);

  useEffect(() => {
    // Not before the draft was read: the form's first values would overwrite it.
    if (!vendorId || !read) return;
    const dropsBefore = dropsOf(vendorId, form);
    const timer = setTimeout(() => {
      if (dropsOf(vendorId, form) !== dropsBefore) return;
      void loadWrites().then(
        (writes) => (worthKeeping ? writes.saveDraft(vendorId, form, values) : writes.dropDraft(vendorId, form)),
        () => undefined,
      );
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [vendorId, form, values, worthKeeping, read]);

  if (!restored) return null;
  return (
    <Note role="status">
      <span>{text.draftRestored}</span>
      <Button
        variant="secondary"
        onClick={() => {
          void setValues(initialValues, false);
          setRestored(false);
          dropDraft(vendorId, form);
        }}
      >
        {text.discardDraft}
      </Button>
    </Note>
  );
}

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.statusApprovedSurface};
  color: ${({ theme }) => theme.colors.statusApproved};
  font-weight: 600;
`;
