/** Names by language id (shared/languages.ts), for contacts that look like the company's audience. */
export const FIRST_NAMES: Record<number, string[]> = {
  1: ['James', 'Oliver', 'Emma', 'Sophie', 'Harry', 'Charlotte', 'Jack', 'Amelia', 'George', 'Grace', 'Thomas', 'Lucy'],
  2: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie', 'Maximilian', 'Hannah', 'Paul', 'Johanna', 'Leon', 'Katrin'],
  3: ['Louis', 'Camille', 'Hugo', 'Chloé', 'Jules', 'Léa', 'Arthur', 'Manon', 'Gabriel', 'Inès', 'Raphaël', 'Élodie'],
  4: ['Daan', 'Sanne', 'Bram', 'Lotte', 'Thijs', 'Femke', 'Ruben', 'Anouk', 'Jeroen', 'Marieke', 'Sem', 'Eva'],
  5: ['Javier', 'Lucía', 'Alejandro', 'Marta', 'Pablo', 'Carmen', 'Diego', 'Elena', 'Sergio', 'Paula', 'Álvaro', 'Nuria'],
  6: ['Marco', 'Giulia', 'Luca', 'Francesca', 'Matteo', 'Chiara', 'Alessandro', 'Sara', 'Davide', 'Valentina', 'Stefano', 'Elisa'],
  8: ['Piotr', 'Anna', 'Tomasz', 'Katarzyna', 'Michał', 'Magdalena', 'Krzysztof', 'Agnieszka', 'Paweł', 'Joanna'],
  9: ['Erik', 'Astrid', 'Lars', 'Ingrid', 'Johan', 'Karin', 'Anders', 'Sofia', 'Nils', 'Maja'],
};

export const LAST_NAMES: Record<number, string[]> = {
  1: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans'],
  2: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter'],
  3: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent'],
  4: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'Bos', 'Vos'],
  5: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Ruiz', 'Díaz'],
  6: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'],
  8: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak'],
  9: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'],
};

/** Where events happen: country, its language id, a city and the time zone. */
export const VENUES = [
  { countryName: 'Netherlands', languageId: 4, city: 'Amsterdam', timezone: 'Europe/Amsterdam' },
  { countryName: 'Germany', languageId: 2, city: 'Berlin', timezone: 'Europe/Berlin' },
  { countryName: 'Germany', languageId: 2, city: 'Munich', timezone: 'Europe/Berlin' },
  { countryName: 'United Kingdom', languageId: 1, city: 'London', timezone: 'Europe/London' },
  { countryName: 'France', languageId: 3, city: 'Paris', timezone: 'Europe/Paris' },
  { countryName: 'Spain', languageId: 5, city: 'Madrid', timezone: 'Europe/Madrid' },
  { countryName: 'Italy', languageId: 6, city: 'Milan', timezone: 'Europe/Rome' },
  { countryName: 'Poland', languageId: 8, city: 'Warsaw', timezone: 'Europe/Warsaw' },
  { countryName: 'Sweden', languageId: 9, city: 'Stockholm', timezone: 'Europe/Stockholm' },
  { countryName: 'Belgium', languageId: 3, city: 'Brussels', timezone: 'Europe/Brussels' },
];

export const EVENT_THEMES = ['CIO Summit', 'CFO Forum', 'CMO Connect', 'HR Leaders Summit', 'Procurement Leaders', 'CISO Forum', 'Digital Transformation Summit', 'Supply Chain Forum'];

export const COMPANY_WORDS = ['Nordic', 'Alpine', 'Global', 'United', 'Atlas', 'Vertex', 'Blue', 'Summit', 'Delta', 'Orion', 'Pioneer', 'Harbor', 'Crest', 'Nova', 'Beacon', 'Apex'];
export const COMPANY_SUFFIXES = ['Systems', 'Bank', 'Insurance', 'Logistics', 'Energy', 'Retail', 'Pharma', 'Telecom', 'Foods', 'Motors', 'Software', 'Consulting', 'Group', 'Holding'];
export const COMPANY_FORMS = ['B.V.', 'GmbH', 'S.A.', 'Ltd', 'AB', 'S.p.A.', 'NV', 'plc'];

/** A name as it can appear in an email address. */
export const emailPart = (value: string) => value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z]/g, '').toLowerCase();
