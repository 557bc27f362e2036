import { useEffect } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import { writeDraft } from './draft';

/** Writes every change of a step's form to its session draft (a subscription to the form, not derived state). */
export function useFormDraft<T extends FieldValues>(watch: UseFormWatch<T>, businessId: number | null, step: number) {
  useEffect(() => {
    const subscription = watch((values, { type }) => {
      // Only the owner's own edits make a draft (not the form's reset to the saved values).
      if (type === 'change' || type === undefined) writeDraft(businessId, step, values);
    });
    return () => subscription.unsubscribe();
  }, [watch, businessId, step]);
}
