import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/utils';
import { PractitionerCard, type CardNames } from './practitioner-card';

const card = {
  practitioner_id: 7,
  name: 'Dr. Nita Shah',
  name_guj: 'ડૉ. નીતા શાહ',
  slug: 'dr-nita-shah',
  photo: null,
  city_id: 3,
  specialty_ids: [5, 9],
  degrees: ['BAMS'],
  experience_years: 12,
  fee_paise: 40000,
  languages: ['gu'],
  ratings: 4.5,
  review_count: 8,
  next_slot: null,
};

describe('a practitioner card of the /doctors list (decision 66)', () => {
  it('names its city and specialties from the page’s lists, and leaves out an id the lists lack', () => {
    const names: CardNames = {
      cities: new Map([[3, 'Surat']]),
      specialties: new Map([[5, 'Ayurveda']]),
    };
    renderWithRouter(<PractitionerCard practitioner={card} names={names} />);
    expect(screen.getByText('Ayurveda')).toBeInTheDocument();
    expect(screen.getByText('BAMS · Surat')).toBeInTheDocument();
    expect(screen.queryByText('9')).not.toBeInTheDocument();
  });

  it('shows only the degrees while the city list has not arrived', () => {
    renderWithRouter(<PractitionerCard practitioner={card} names={{ cities: new Map(), specialties: new Map() }} />);
    expect(screen.getByText('BAMS')).toBeInTheDocument();
  });
});
