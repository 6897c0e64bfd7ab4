/**
 * Countries and territories for address, phone and residence fields: the 249
 * ISO 3166-1 alpha-2 codes plus Kosovo (XK, user-assigned but in common use),
 * with English label, flag emoji, international dialling code, continent and
 * local currency (spec section 3, Country).
 *
 * Shared territories take their usual prefix (+1 NANP members with their area
 * code, e.g. +1268). Antarctica has no currency of its own (null). Transcontinental
 * countries follow the convention of most dialling-code lists (Russia, Cyprus
 * in Europe; Türkiye, Kazakhstan in Asia).
 */

export const CONTINENTS = [
  'Africa', 'Antarctica', 'Asia', 'Europe', 'North America', 'Oceania', 'South America',
] as const;
export type Continent = (typeof CONTINENTS)[number];

export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  value: string;
  label: string;
  /** Regional-indicator flag, derived from the code. */
  emoji: string;
  /** Leading "+", country calling code (and NANP area code where shared). */
  dialCode: string;
  continent: Continent;
  /** ISO 4217 code of the local currency; null where there is none. */
  currency: string | null;
}

const CONTINENT_BY_TAG: Record<string, Continent> = {
  AF: 'Africa', AN: 'Antarctica', AS: 'Asia', EU: 'Europe', NA: 'North America', OC: 'Oceania', SA: 'South America',
};

// value, label, dialCode, continent tag, currency ('' for none)
type Row = readonly [string, string, string, keyof typeof CONTINENT_BY_TAG, string];

const ROWS: readonly Row[] = [
  ['AD', 'Andorra', '+376', 'EU', 'EUR'],
  ['AE', 'United Arab Emirates', '+971', 'AS', 'AED'],
  ['AF', 'Afghanistan', '+93', 'AS', 'AFN'],
  ['AG', 'Antigua and Barbuda', '+1268', 'NA', 'XCD'],
  ['AI', 'Anguilla', '+1264', 'NA', 'XCD'],
  ['AL', 'Albania', '+355', 'EU', 'ALL'],
  ['AM', 'Armenia', '+374', 'AS', 'AMD'],
  ['AO', 'Angola', '+244', 'AF', 'AOA'],
  ['AQ', 'Antarctica', '+672', 'AN', ''],
  ['AR', 'Argentina', '+54', 'SA', 'ARS'],
  ['AS', 'American Samoa', '+1684', 'OC', 'USD'],
  ['AT', 'Austria', '+43', 'EU', 'EUR'],
  ['AU', 'Australia', '+61', 'OC', 'AUD'],
  ['AW', 'Aruba', '+297', 'NA', 'AWG'],
  ['AX', 'Åland Islands', '+358', 'EU', 'EUR'],
  ['AZ', 'Azerbaijan', '+994', 'AS', 'AZN'],
  ['BA', 'Bosnia and Herzegovina', '+387', 'EU', 'BAM'],
  ['BB', 'Barbados', '+1246', 'NA', 'BBD'],
  ['BD', 'Bangladesh', '+880', 'AS', 'BDT'],
  ['BE', 'Belgium', '+32', 'EU', 'EUR'],
  ['BF', 'Burkina Faso', '+226', 'AF', 'XOF'],
  ['BG', 'Bulgaria', '+359', 'EU', 'EUR'],
  ['BH', 'Bahrain', '+973', 'AS', 'BHD'],
  ['BI', 'Burundi', '+257', 'AF', 'BIF'],
  ['BJ', 'Benin', '+229', 'AF', 'XOF'],
  ['BL', 'Saint Barthélemy', '+590', 'NA', 'EUR'],
  ['BM', 'Bermuda', '+1441', 'NA', 'BMD'],
  ['BN', 'Brunei', '+673', 'AS', 'BND'],
  ['BO', 'Bolivia', '+591', 'SA', 'BOB'],
  ['BQ', 'Caribbean Netherlands', '+599', 'NA', 'USD'],
  ['BR', 'Brazil', '+55', 'SA', 'BRL'],
  ['BS', 'Bahamas', '+1242', 'NA', 'BSD'],
  ['BT', 'Bhutan', '+975', 'AS', 'BTN'],
  ['BV', 'Bouvet Island', '+47', 'AN', 'NOK'],
  ['BW', 'Botswana', '+267', 'AF', 'BWP'],
  ['BY', 'Belarus', '+375', 'EU', 'BYN'],
  ['BZ', 'Belize', '+501', 'NA', 'BZD'],
  ['CA', 'Canada', '+1', 'NA', 'CAD'],
  ['CC', 'Cocos (Keeling) Islands', '+61', 'AS', 'AUD'],
  ['CD', 'Congo (DRC)', '+243', 'AF', 'CDF'],
  ['CF', 'Central African Republic', '+236', 'AF', 'XAF'],
  ['CG', 'Congo (Republic)', '+242', 'AF', 'XAF'],
  ['CH', 'Switzerland', '+41', 'EU', 'CHF'],
  ['CI', "Côte d'Ivoire", '+225', 'AF', 'XOF'],
  ['CK', 'Cook Islands', '+682', 'OC', 'NZD'],
  ['CL', 'Chile', '+56', 'SA', 'CLP'],
  ['CM', 'Cameroon', '+237', 'AF', 'XAF'],
  ['CN', 'China', '+86', 'AS', 'CNY'],
  ['CO', 'Colombia', '+57', 'SA', 'COP'],
  ['CR', 'Costa Rica', '+506', 'NA', 'CRC'],
  ['CU', 'Cuba', '+53', 'NA', 'CUP'],
  ['CV', 'Cape Verde', '+238', 'AF', 'CVE'],
  ['CW', 'Curaçao', '+599', 'NA', 'XCG'],
  ['CX', 'Christmas Island', '+61', 'AS', 'AUD'],
  ['CY', 'Cyprus', '+357', 'EU', 'EUR'],
  ['CZ', 'Czechia', '+420', 'EU', 'CZK'],
  ['DE', 'Germany', '+49', 'EU', 'EUR'],
  ['DJ', 'Djibouti', '+253', 'AF', 'DJF'],
  ['DK', 'Denmark', '+45', 'EU', 'DKK'],
  ['DM', 'Dominica', '+1767', 'NA', 'XCD'],
  ['DO', 'Dominican Republic', '+1809', 'NA', 'DOP'],
  ['DZ', 'Algeria', '+213', 'AF', 'DZD'],
  ['EC', 'Ecuador', '+593', 'SA', 'USD'],
  ['EE', 'Estonia', '+372', 'EU', 'EUR'],
  ['EG', 'Egypt', '+20', 'AF', 'EGP'],
  ['EH', 'Western Sahara', '+212', 'AF', 'MAD'],
  ['ER', 'Eritrea', '+291', 'AF', 'ERN'],
  ['ES', 'Spain', '+34', 'EU', 'EUR'],
  ['ET', 'Ethiopia', '+251', 'AF', 'ETB'],
  ['FI', 'Finland', '+358', 'EU', 'EUR'],
  ['FJ', 'Fiji', '+679', 'OC', 'FJD'],
  ['FK', 'Falkland Islands', '+500', 'SA', 'FKP'],
  ['FM', 'Micronesia', '+691', 'OC', 'USD'],
  ['FO', 'Faroe Islands', '+298', 'EU', 'DKK'],
  ['FR', 'France', '+33', 'EU', 'EUR'],
  ['GA', 'Gabon', '+241', 'AF', 'XAF'],
  ['GB', 'United Kingdom', '+44', 'EU', 'GBP'],
  ['GD', 'Grenada', '+1473', 'NA', 'XCD'],
  ['GE', 'Georgia', '+995', 'AS', 'GEL'],
  ['GF', 'French Guiana', '+594', 'SA', 'EUR'],
  ['GG', 'Guernsey', '+44', 'EU', 'GBP'],
  ['GH', 'Ghana', '+233', 'AF', 'GHS'],
  ['GI', 'Gibraltar', '+350', 'EU', 'GIP'],
  ['GL', 'Greenland', '+299', 'NA', 'DKK'],
  ['GM', 'Gambia', '+220', 'AF', 'GMD'],
  ['GN', 'Guinea', '+224', 'AF', 'GNF'],
  ['GP', 'Guadeloupe', '+590', 'NA', 'EUR'],
  ['GQ', 'Equatorial Guinea', '+240', 'AF', 'XAF'],
  ['GR', 'Greece', '+30', 'EU', 'EUR'],
  ['GS', 'South Georgia and the South Sandwich Islands', '+500', 'AN', 'GBP'],
  ['GT', 'Guatemala', '+502', 'NA', 'GTQ'],
  ['GU', 'Guam', '+1671', 'OC', 'USD'],
  ['GW', 'Guinea-Bissau', '+245', 'AF', 'XOF'],
  ['GY', 'Guyana', '+592', 'SA', 'GYD'],
  ['HK', 'Hong Kong', '+852', 'AS', 'HKD'],
  ['HM', 'Heard Island and McDonald Islands', '+672', 'AN', 'AUD'],
  ['HN', 'Honduras', '+504', 'NA', 'HNL'],
  ['HR', 'Croatia', '+385', 'EU', 'EUR'],
  ['HT', 'Haiti', '+509', 'NA', 'HTG'],
  ['HU', 'Hungary', '+36', 'EU', 'HUF'],
  ['ID', 'Indonesia', '+62', 'AS', 'IDR'],
  ['IE', 'Ireland', '+353', 'EU', 'EUR'],
  ['IL', 'Israel', '+972', 'AS', 'ILS'],
  ['IM', 'Isle of Man', '+44', 'EU', 'GBP'],
  ['IN', 'India', '+91', 'AS', 'INR'],
  ['IO', 'British Indian Ocean Territory', '+246', 'AS', 'USD'],
  ['IQ', 'Iraq', '+964', 'AS', 'IQD'],
  ['IR', 'Iran', '+98', 'AS', 'IRR'],
  ['IS', 'Iceland', '+354', 'EU', 'ISK'],
  ['IT', 'Italy', '+39', 'EU', 'EUR'],
  ['JE', 'Jersey', '+44', 'EU', 'GBP'],
  ['JM', 'Jamaica', '+1876', 'NA', 'JMD'],
  ['JO', 'Jordan', '+962', 'AS', 'JOD'],
  ['JP', 'Japan', '+81', 'AS', 'JPY'],
  ['KE', 'Kenya', '+254', 'AF', 'KES'],
  ['KG', 'Kyrgyzstan', '+996', 'AS', 'KGS'],
  ['KH', 'Cambodia', '+855', 'AS', 'KHR'],
  ['KI', 'Kiribati', '+686', 'OC', 'AUD'],
  ['KM', 'Comoros', '+269', 'AF', 'KMF'],
  ['KN', 'Saint Kitts and Nevis', '+1869', 'NA', 'XCD'],
  ['KP', 'North Korea', '+850', 'AS', 'KPW'],
  ['KR', 'South Korea', '+82', 'AS', 'KRW'],
  ['KW', 'Kuwait', '+965', 'AS', 'KWD'],
  ['KY', 'Cayman Islands', '+1345', 'NA', 'KYD'],
  ['KZ', 'Kazakhstan', '+7', 'AS', 'KZT'],
  ['LA', 'Laos', '+856', 'AS', 'LAK'],
  ['LB', 'Lebanon', '+961', 'AS', 'LBP'],
  ['LC', 'Saint Lucia', '+1758', 'NA', 'XCD'],
  ['LI', 'Liechtenstein', '+423', 'EU', 'CHF'],
  ['LK', 'Sri Lanka', '+94', 'AS', 'LKR'],
  ['LR', 'Liberia', '+231', 'AF', 'LRD'],
  ['LS', 'Lesotho', '+266', 'AF', 'LSL'],
  ['LT', 'Lithuania', '+370', 'EU', 'EUR'],
  ['LU', 'Luxembourg', '+352', 'EU', 'EUR'],
  ['LV', 'Latvia', '+371', 'EU', 'EUR'],
  ['LY', 'Libya', '+218', 'AF', 'LYD'],
  ['MA', 'Morocco', '+212', 'AF', 'MAD'],
  ['MC', 'Monaco', '+377', 'EU', 'EUR'],
  ['MD', 'Moldova', '+373', 'EU', 'MDL'],
  ['ME', 'Montenegro', '+382', 'EU', 'EUR'],
  ['MF', 'Saint Martin', '+590', 'NA', 'EUR'],
  ['MG', 'Madagascar', '+261', 'AF', 'MGA'],
  ['MH', 'Marshall Islands', '+692', 'OC', 'USD'],
  ['MK', 'North Macedonia', '+389', 'EU', 'MKD'],
  ['ML', 'Mali', '+223', 'AF', 'XOF'],
  ['MM', 'Myanmar', '+95', 'AS', 'MMK'],
  ['MN', 'Mongolia', '+976', 'AS', 'MNT'],
  ['MO', 'Macao', '+853', 'AS', 'MOP'],
  ['MP', 'Northern Mariana Islands', '+1670', 'OC', 'USD'],
  ['MQ', 'Martinique', '+596', 'NA', 'EUR'],
  ['MR', 'Mauritania', '+222', 'AF', 'MRU'],
  ['MS', 'Montserrat', '+1664', 'NA', 'XCD'],
  ['MT', 'Malta', '+356', 'EU', 'EUR'],
  ['MU', 'Mauritius', '+230', 'AF', 'MUR'],
  ['MV', 'Maldives', '+960', 'AS', 'MVR'],
  ['MW', 'Malawi', '+265', 'AF', 'MWK'],
  ['MX', 'Mexico', '+52', 'NA', 'MXN'],
  ['MY', 'Malaysia', '+60', 'AS', 'MYR'],
  ['MZ', 'Mozambique', '+258', 'AF', 'MZN'],
  ['NA', 'Namibia', '+264', 'AF', 'NAD'],
  ['NC', 'New Caledonia', '+687', 'OC', 'XPF'],
  ['NE', 'Niger', '+227', 'AF', 'XOF'],
  ['NF', 'Norfolk Island', '+672', 'OC', 'AUD'],
  ['NG', 'Nigeria', '+234', 'AF', 'NGN'],
  ['NI', 'Nicaragua', '+505', 'NA', 'NIO'],
  ['NL', 'Netherlands', '+31', 'EU', 'EUR'],
  ['NO', 'Norway', '+47', 'EU', 'NOK'],
  ['NP', 'Nepal', '+977', 'AS', 'NPR'],
  ['NR', 'Nauru', '+674', 'OC', 'AUD'],
  ['NU', 'Niue', '+683', 'OC', 'NZD'],
  ['NZ', 'New Zealand', '+64', 'OC', 'NZD'],
  ['OM', 'Oman', '+968', 'AS', 'OMR'],
  ['PA', 'Panama', '+507', 'NA', 'PAB'],
  ['PE', 'Peru', '+51', 'SA', 'PEN'],
  ['PF', 'French Polynesia', '+689', 'OC', 'XPF'],
  ['PG', 'Papua New Guinea', '+675', 'OC', 'PGK'],
  ['PH', 'Philippines', '+63', 'AS', 'PHP'],
  ['PK', 'Pakistan', '+92', 'AS', 'PKR'],
  ['PL', 'Poland', '+48', 'EU', 'PLN'],
  ['PM', 'Saint Pierre and Miquelon', '+508', 'NA', 'EUR'],
  ['PN', 'Pitcairn Islands', '+64', 'OC', 'NZD'],
  ['PR', 'Puerto Rico', '+1787', 'NA', 'USD'],
  ['PS', 'Palestine', '+970', 'AS', 'ILS'],
  ['PT', 'Portugal', '+351', 'EU', 'EUR'],
  ['PW', 'Palau', '+680', 'OC', 'USD'],
  ['PY', 'Paraguay', '+595', 'SA', 'PYG'],
  ['QA', 'Qatar', '+974', 'AS', 'QAR'],
  ['RE', 'Réunion', '+262', 'AF', 'EUR'],
  ['RO', 'Romania', '+40', 'EU', 'RON'],
  ['RS', 'Serbia', '+381', 'EU', 'RSD'],
  ['RU', 'Russia', '+7', 'EU', 'RUB'],
  ['RW', 'Rwanda', '+250', 'AF', 'RWF'],
  ['SA', 'Saudi Arabia', '+966', 'AS', 'SAR'],
  ['SB', 'Solomon Islands', '+677', 'OC', 'SBD'],
  ['SC', 'Seychelles', '+248', 'AF', 'SCR'],
  ['SD', 'Sudan', '+249', 'AF', 'SDG'],
  ['SE', 'Sweden', '+46', 'EU', 'SEK'],
  ['SG', 'Singapore', '+65', 'AS', 'SGD'],
  ['SH', 'Saint Helena, Ascension and Tristan da Cunha', '+290', 'AF', 'SHP'],
  ['SI', 'Slovenia', '+386', 'EU', 'EUR'],
  ['SJ', 'Svalbard and Jan Mayen', '+47', 'EU', 'NOK'],
  ['SK', 'Slovakia', '+421', 'EU', 'EUR'],
  ['SL', 'Sierra Leone', '+232', 'AF', 'SLE'],
  ['SM', 'San Marino', '+378', 'EU', 'EUR'],
  ['SN', 'Senegal', '+221', 'AF', 'XOF'],
  ['SO', 'Somalia', '+252', 'AF', 'SOS'],
  ['SR', 'Suriname', '+597', 'SA', 'SRD'],
  ['SS', 'South Sudan', '+211', 'AF', 'SSP'],
  ['ST', 'São Tomé and Príncipe', '+239', 'AF', 'STN'],
  ['SV', 'El Salvador', '+503', 'NA', 'USD'],
  ['SX', 'Sint Maarten', '+1721', 'NA', 'XCG'],
  ['SY', 'Syria', '+963', 'AS', 'SYP'],
  ['SZ', 'Eswatini', '+268', 'AF', 'SZL'],
  ['TC', 'Turks and Caicos Islands', '+1649', 'NA', 'USD'],
  ['TD', 'Chad', '+235', 'AF', 'XAF'],
  ['TF', 'French Southern Territories', '+262', 'AN', 'EUR'],
  ['TG', 'Togo', '+228', 'AF', 'XOF'],
  ['TH', 'Thailand', '+66', 'AS', 'THB'],
  ['TJ', 'Tajikistan', '+992', 'AS', 'TJS'],
  ['TK', 'Tokelau', '+690', 'OC', 'NZD'],
  ['TL', 'Timor-Leste', '+670', 'AS', 'USD'],
  ['TM', 'Turkmenistan', '+993', 'AS', 'TMT'],
  ['TN', 'Tunisia', '+216', 'AF', 'TND'],
  ['TO', 'Tonga', '+676', 'OC', 'TOP'],
  ['TR', 'Türkiye', '+90', 'AS', 'TRY'],
  ['TT', 'Trinidad and Tobago', '+1868', 'NA', 'TTD'],
  ['TV', 'Tuvalu', '+688', 'OC', 'AUD'],
  ['TW', 'Taiwan', '+886', 'AS', 'TWD'],
  ['TZ', 'Tanzania', '+255', 'AF', 'TZS'],
  ['UA', 'Ukraine', '+380', 'EU', 'UAH'],
  ['UG', 'Uganda', '+256', 'AF', 'UGX'],
  ['UM', 'United States Minor Outlying Islands', '+1', 'OC', 'USD'],
  ['US', 'United States', '+1', 'NA', 'USD'],
  ['UY', 'Uruguay', '+598', 'SA', 'UYU'],
  ['UZ', 'Uzbekistan', '+998', 'AS', 'UZS'],
  ['VA', 'Vatican City', '+39', 'EU', 'EUR'],
  ['VC', 'Saint Vincent and the Grenadines', '+1784', 'NA', 'XCD'],
  ['VE', 'Venezuela', '+58', 'SA', 'VES'],
  ['VG', 'British Virgin Islands', '+1284', 'NA', 'USD'],
  ['VI', 'U.S. Virgin Islands', '+1340', 'NA', 'USD'],
  ['VN', 'Vietnam', '+84', 'AS', 'VND'],
  ['VU', 'Vanuatu', '+678', 'OC', 'VUV'],
  ['WF', 'Wallis and Futuna', '+681', 'OC', 'XPF'],
  ['WS', 'Samoa', '+685', 'OC', 'WST'],
  ['XK', 'Kosovo', '+383', 'EU', 'EUR'],
  ['YE', 'Yemen', '+967', 'AS', 'YER'],
  ['YT', 'Mayotte', '+262', 'AF', 'EUR'],
  ['ZA', 'South Africa', '+27', 'AF', 'ZAR'],
  ['ZM', 'Zambia', '+260', 'AF', 'ZMW'],
  ['ZW', 'Zimbabwe', '+263', 'AF', 'ZWG'],
];

const REGIONAL_INDICATOR_A = 0x1f1e6;

/** The flag emoji of a two-letter code: each letter as its regional indicator symbol. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(
    ...code.toUpperCase().split('').map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65),
  );
}

const byLabel = (a: Country, b: Country) => a.label.localeCompare(b.label, 'en');

/** Every country, in English label order (ready for a select list). */
export const COUNTRIES: readonly Country[] = ROWS.map(
  ([value, label, dialCode, tag, currency]): Country => ({
    value,
    label,
    emoji: flagEmoji(value),
    dialCode,
    continent: CONTINENT_BY_TAG[tag] as Continent,
    currency: currency === '' ? null : currency,
  }),
).sort(byLabel);

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((c) => [c.value, c]));

/** The country of a two-letter code (any case), or undefined. */
export function countryByCode(code: string): Country | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/**
 * The countries named by the API's country enumeration (`GET api/v2/enum/xchCountries`,
 * a list of codes), in label order. Codes this list does not know are dropped
 * rather than shown as bare codes; duplicates appear once.
 */
export function countriesFromEnum(codes: readonly unknown[]): Country[] {
  const wanted = new Set(codes.filter((c): c is string => typeof c === 'string').map((c) => c.toUpperCase()));
  return COUNTRIES.filter((country) => wanted.has(country.value));
}
