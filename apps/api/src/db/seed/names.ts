/** Name pools for the demo families: varied enough to read like a real family, fixed for repeatability. */
export const maleNames = [
  'Joseph', 'Thomas', 'George', 'Paul', 'Peter', 'John', 'Matthew', 'Daniel', 'Samuel', 'David',
  'Michael', 'Philip', 'Stephen', 'Andrew', 'Simon', 'Jacob', 'Benjamin', 'Lucas', 'Noah', 'Elias',
  'Adrian', 'Felix', 'Oscar', 'Henry', 'Leo', 'Arthur', 'Victor', 'Martin', 'Francis', 'Hugo',
];
export const femaleNames = [
  'Mary', 'Anna', 'Elizabeth', 'Sarah', 'Rachel', 'Martha', 'Ruth', 'Grace', 'Clara', 'Rose',
  'Teresa', 'Helen', 'Margaret', 'Susan', 'Julia', 'Sophia', 'Emma', 'Olivia', 'Lucy', 'Alice',
  'Irene', 'Agnes', 'Esther', 'Leah', 'Naomi', 'Eva', 'Maria', 'Celine', 'Nora', 'Isabel',
];
export const marriedInSurnames = [
  'Varghese', 'Kurian', 'Chacko', 'Abraham', 'Cherian', 'Philipose', 'Antony', 'Zacharia', 'Ittyerah',
  'Kuriakose', 'Eapen', 'Mammen', 'Oommen', 'Punnoose', 'Jacob', 'Koshy', 'Thampi', 'Pothen',
];
export const places = [
  { place: 'Kottayam', country: 'IN' },
  { place: 'Kochi', country: 'IN' },
  { place: 'Chennai', country: 'IN' },
  { place: 'Dubai', country: 'AE' },
  { place: 'London', country: 'GB' },
  { place: 'Toronto', country: 'CA' },
  { place: 'Houston', country: 'US' },
  { place: 'Melbourne', country: 'AU' },
];
