import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS } from '@gd/contracts/schemas/owner';
import classes from './wizard.module.css';

export interface StepProps<Body> {
  /** null until step 1 has created the business (decision 3). */
  businessId: number | null;
  saving: boolean;
  /** Saves the step; resolves null on success (the wizard moves on) or the failure (already toasted). */
  onSave: (body: Body) => Promise<unknown>;
  onBack: () => void;
}

/** Back and Next (Submit on the last step). Next is a submit button, disabled while a save runs (no double submit). */
export function WizardFooter({ step, saving, onBack }: { step: number; saving: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.footer}>
      <Button variant="default" onClick={onBack} disabled={step === 1 || saving}>
        {t('WIZARD.BACK')}
      </Button>
      <Button type="submit" loading={saving} disabled={saving}>
        {step === WIZARD_STEPS ? t('WIZARD.SUBMIT') : t('WIZARD.NEXT')}
      </Button>
    </div>
  );
}
