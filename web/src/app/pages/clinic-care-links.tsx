import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TStaffSession } from '@gd/contracts/schemas/clinic';
import { usePatient, useStaffMe } from '../../features/clinic/api/clinic';
import { useConsultation } from '../../features/clinic-consult/api/consult';
import { rolesOf } from '../../features/clinic-therapy/lib/board-logic';
import { useBedBoard } from '../../features/clinic-ward/api/ward';
import { canAdmit, canReadStays } from '../../features/clinic-ward/components/roles';
import { paths } from '../paths';

/** A patient's live stay, as the bed board shows it (every admitted patient holds a bed). */
export interface LiveStay {
  stay_id: number;
  room_number: string;
  bed_label: string;
  day_of_stay: number;
}

/** The care plan's links for this staff member: a course only for a doctor (decision 97), admitting as the ward (98). */
export const careRoles = (me: TStaffSession) => ({
  prescribe: rolesOf(me).prescribe,
  admit: canAdmit(me),
  stay: canReadStays(me),
});

// Long Gujarati labels wrap inside the button instead of overflowing a phone's width.
const wrapping = { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } };

/**
 * The care plan card (decisions 97 and 98): from the consultation or the patient's page, a doctor prescribes a
 * therapy course and admits the patient to the ward — each button only for whom the server lets do it, the card not
 * at all for others. An admitted patient's card opens the stay instead of offering a second admission.
 */
export function CareLinks(props: {
  me: TStaffSession;
  patientId: number;
  visitId?: number;
  /** the patient's live stay: null when not admitted, undefined when not asked (the consultation) */
  stay?: LiveStay | null;
}) {
  const { t } = useTranslation();
  const roles = careRoles(props.me);
  const stay = props.stay ?? null;
  const showStay = stay !== null && roles.stay;
  const showAdmit = stay === null && roles.admit;
  if (!roles.prescribe && !showAdmit && !showStay) return null;
  const query = new URLSearchParams({ patient: String(props.patientId) });
  if (props.visitId) query.set('visit', String(props.visitId));
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby="care-links-heading" data-testid="care-links">
      <Title order={2} size="h4" id="care-links-heading" mb="xs">
        {t('CARE_LINKS.TITLE')}
      </Title>
      {showStay ? (
        <Text size="sm" mb="xs">
          {t('CARE_LINKS.ADMITTED', {
            bed: t('WARD.BED_NAMED', { room: stay.room_number, bed: stay.bed_label }),
            day: t('WARD.DAY_OF_STAY', { day: stay.day_of_stay }),
          })}{' '}
          <Anchor component={Link} to={paths.clinicStay.href({ id: stay.stay_id })} fw={600}>
            {t('CARE_LINKS.OPEN_STAY')}
          </Anchor>
        </Text>
      ) : null}
      <Group gap="xs" wrap="wrap">
        {roles.prescribe ? (
          <Button
            component={Link}
            to={`${paths.clinicTherapyPrescribe.href()}?${query.toString()}`}
            size="sm"
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={wrapping}
          >
            {t('CARE_LINKS.PRESCRIBE')}
          </Button>
        ) : null}
        {showAdmit ? (
          <Button
            component={Link}
            to={`${paths.clinicWardAdmit.href()}?patient=${props.patientId}`}
            variant="default"
            size="sm"
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={wrapping}
          >
            {t('CARE_LINKS.ADMIT')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** Under the consultation: the visit's patient, and the visit for the course. */
export function VisitCareLinks({ visitId }: { visitId: number }) {
  const me = useStaffMe();
  const view = useConsultation(visitId);
  if (!me.data || !view.data) return null;
  return <CareLinks me={me.data} patientId={view.data.visit.patient_id} visitId={visitId} />;
}

/** On the patient's page: the patient, and their live stay found on the bed board. */
export function PatientCareLinks({ patientId }: { patientId: number }) {
  const me = useStaffMe();
  const patient = usePatient(patientId);
  const roles = me.data ? careRoles(me.data) : null;
  const board = useBedBoard(!!roles && (roles.admit || roles.stay));
  if (!me.data || !roles || !patient.data) return null;
  if ((roles.admit || roles.stay) && board.isPending) return null;
  let stay: LiveStay | null = null;
  for (const room of board.data?.rooms ?? [])
    for (const bed of room.beds)
      if (bed.stay?.patient_id === patientId)
        stay = {
          stay_id: bed.stay.stay_id,
          room_number: room.room_number,
          bed_label: bed.label,
          day_of_stay: bed.stay.day_of_stay,
        };
  return <CareLinks me={me.data} patientId={patientId} stay={stay} />;
}
