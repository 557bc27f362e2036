/**
 * Names people use for a place that are not a transliteration of its official name (decision 54): the
 * search keys of transliterations already meet (Rajkot / રાજકોટ), these do not (Ahmedabad / Amdavad / અમદાવાદ,
 * Vadodara / Baroda). By city slug, and by district for names of a whole district (Kutch / Kachchh / કચ્છ).
 */
export const CITY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  ahmedabad: ['Amdavad', 'Ahmadabad', 'Karnavati', 'અમદાવાદ', 'અહમદાબાદ'],
  vadodara: ['Baroda', 'બરોડા'],
  mehsana: ['Mahesana', 'મહેસાણા'],
  bharuch: ['Broach'],
  godhra: ['Godhara'],
  palanpur: ['Palanpor'],
  deesa: ['Disa', 'ડીસા'],
  veraval: ['Somnath', 'Veraval-Somnath'],
  gandhidham: ['Adipur'],
  junagadh: ['Junagarh'],
};

export const DISTRICT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Kutch: ['Kutch', 'Kachchh', 'Kachh', 'Kachchha', 'કચ્છ'],
  Panchmahal: ['Panchmahal', 'Panch Mahal', 'પંચમહાલ'],
  Banaskantha: ['Banaskantha', 'Banas Kantha', 'બનાસકાંઠા'],
  Sabarkantha: ['Sabarkantha', 'Sabar Kantha', 'સાબરકાંઠા'],
};
