import { Paper, Progress, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PROFILE_COMPLETE, WIZARD_STEPS, type TBusinessEdit } from '@gd/contracts/schemas/owner';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveStep, type StepBody, type WizardStep } from '../api/save-step';
import { clearDraft, readStoredStep, storeStep } from '../utils/draft';
import { StepBusiness } from './step-business';
import { StepContact } from './step-contact';
import { StepGallery } from './step-gallery';
import { StepLocation } from './step-location';
import { StepServices } from './step-services';
import { StepSocial } from './step-social';
import classes from './wizard.module.css';

export const STEP_TITLE_KEYS = [
  'WIZARD.STEP_1',
  'WIZARD.STEP_2',
  'WIZARD.STEP_3',
  'WIZARD.STEP_4',
  'WIZARD.STEP_5',
  'WIZARD.STEP_6',
] as const;

/** Spec §9: progress (step − 1) / 5 of 100 %. */
export const progressFor = (step: number) => ((step - 1) / (WIZARD_STEPS - 1)) * 100;

/** Spec §4: an existing business opens at its stored step; a completed one (7) opens at step 1. */
export function openingStep(business: TBusinessEdit | null): number {
  if (!business || business.profile_step >= PROFILE_COMPLETE) return 1;
  return Math.min(Math.max(business.profile_step, 1), WIZARD_STEPS);
}

/** The steps the circles may open: every step up to the first unsaved one (all of them once complete). */
function frontier(business: TBusinessEdit | null): number {
  if (!business) return 1;
  return business.profile_step >= PROFILE_COMPLETE
    ? WIZARD_STEPS
    : Math.min(Math.max(business.profile_step, 1), WIZARD_STEPS);
}

const isStep = (n: unknown): n is WizardStep =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= WIZARD_STEPS;

/**
 * The six-step profile wizard (spec §2/§4/§5). `business` is null on /profile-setup: saving step 1 creates the
 * business and the wizard continues at /profile-setup/{id} (decision 3). A step advances only when its save
 * succeeds; every step keeps an unsaved draft in session storage, and the step on screen survives a refresh.
 */
export function ProfileWizard({ business }: { business: TBusinessEdit | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const businessId = business?.business_id ?? null;
  const save = useSaveStep();
  const reach = frontier(business);
  const [step, setStep] = useState<WizardStep>(() => {
    const fromNavigation = (location.state as { step?: unknown } | null)?.step;
    const stored = readStoredStep(businessId);
    const wanted = isStep(fromNavigation) ? fromNavigation : (stored ?? openingStep(business));
    return isStep(wanted) && wanted <= Math.max(reach, openingStep(business))
      ? wanted
      : (openingStep(business) as WizardStep);
  });

  const goTo = (next: number) => {
    if (!isStep(next)) return;
    storeStep(businessId, next);
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const onSave = async <S extends WizardStep>(current: S, body: StepBody<S>): Promise<unknown> => {
    let saved: TBusinessEdit;
    try {
      saved = await save.mutateAsync({ businessId, step: current, body });
    } catch (error) {
      const detail =
        error instanceof ApiError && error.status > 0 && error.status < 500 ? errorMessage(error) : undefined;
      if (current === WIZARD_STEPS) notifyError(error, detail ?? t('WIZARD.FINAL_FAILED'));
      else
        notifyError(
          error,
          detail
            ? `${t('WIZARD.STEP_FAILED', { step: current })} ${detail}`
            : t('WIZARD.STEP_FAILED', { step: current }),
        );
      return error;
    }
    clearDraft(businessId, current);
    if (current === WIZARD_STEPS) {
      storeStep(businessId, null);
      notifySuccess(t('WIZARD.FINAL_SUCCESS'));
      void navigate(paths.myBusiness.href());
      return null;
    }
    notifySuccess(t('WIZARD.STEP_SAVED', { step: current }));
    if (businessId === null) {
      storeStep(null, null);
      storeStep(saved.business_id, current + 1);
      void navigate(paths.profileSetupBusiness.href({ businessId: saved.business_id }), {
        replace: true,
        state: { step: current + 1 },
      });
      return null;
    }
    goTo(current + 1);
    return null;
  };

  const common = { businessId, saving: save.isPending, onBack: () => goTo(step - 1) };

  return (
    <>
      <Title order={1} mb={4}>
        {t('WIZARD.TITLE')}
      </Title>
      <Text c="dimmed" mb="md">
        {business ? (business.business_name ?? t('OWNER.UNNAMED')) : t('WIZARD.NEW_INTRO')}
      </Text>
      <nav aria-label={t('WIZARD.STEPS')}>
        <ol className={classes.steps}>
          {STEP_TITLE_KEYS.map((key, index) => {
            const n = index + 1;
            const state =
              n === step
                ? classes.current
                : n < reach || (business?.profile_step ?? 0) >= PROFILE_COMPLETE
                  ? classes.done
                  : '';
            return (
              <li key={key} className={classes.stepItem}>
                <button
                  type="button"
                  className={`${classes.stepButton} ${state}`}
                  onClick={() => goTo(n)}
                  disabled={save.isPending || n > Math.max(reach, step)}
                  aria-current={n === step ? 'step' : undefined}
                  aria-label={t('WIZARD.STEP_OF', { step: n, total: WIZARD_STEPS, name: t(key) })}
                >
                  <span className={classes.circle} aria-hidden="true">
                    {n}
                  </span>
                  <span className={classes.stepLabel} aria-hidden="true">
                    {t(key)}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <Progress value={progressFor(step)} size="sm" mb="lg" aria-label={t('WIZARD.PROGRESS')} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} pb={0}>
        <div key={step} className={classes.panel}>
          <Title order={2} size="h3" mb="md">
            {t('WIZARD.STEP_HEADING', { step, total: WIZARD_STEPS, name: t(STEP_TITLE_KEYS[step - 1]!) })}
          </Title>
          {step === 1 ? (
            <StepBusiness {...common} business={business} onSave={(body) => onSave(1, body)} />
          ) : !business ? null : step === 2 ? (
            <StepLocation {...common} business={business} onSave={(body) => onSave(2, body)} />
          ) : step === 3 ? (
            <StepContact {...common} business={business} onSave={(body) => onSave(3, body)} />
          ) : step === 4 ? (
            <StepServices {...common} business={business} onSave={(body) => onSave(4, body as StepBody<4>)} />
          ) : step === 5 ? (
            <StepGallery {...common} business={business} onSave={() => onSave(5, {})} />
          ) : (
            <StepSocial {...common} business={business} onSave={(body) => onSave(6, body)} />
          )}
        </div>
      </Paper>
    </>
  );
}
