/**
 * Demo email templates for the local SES stand-in. Names carry the template service they belong
 * to (service- for service emails; marketing- for acquisition, manual service and action trigger
 * emails). Placeholders are reference-set fields ({{ContactFirstName}}, {{SenderEmail}}, ...).
 */
const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937"><div style="max-width:560px;margin:auto">${body}<p style="color:#6b7280;font-size:12px">Sent by {{SenderFirstName}} {{SenderLastName}} &lt;{{SenderEmail}}&gt;</p></div></body></html>`;

export const DEMO_EMAIL_TEMPLATES = [
  {
    name: 'service-meeting-reminder',
    subject: 'Your meetings at {{EventName}}',
    html: layout('<h1>Hello {{ContactFirstName}},</h1><p>Your meeting schedule for {{EventName}} is ready. See you there!</p><p><a href="https://events.example.com/schedule">See your schedule</a></p>'),
    text: 'Hello {{ContactFirstName}}, your meeting schedule for {{EventName}} is ready.',
  },
  {
    name: 'service-meeting-reminder-de',
    subject: 'Ihre Termine bei {{EventName}}',
    html: layout('<h1>Hallo {{ContactFirstName}},</h1><p>Ihr Terminplan für {{EventName}} ist fertig. Bis bald!</p><p><a href="https://events.example.com/schedule?lang=de">Zum Terminplan</a></p>'),
    text: 'Hallo {{ContactFirstName}}, Ihr Terminplan für {{EventName}} ist fertig. Bis bald!',
  },
  {
    name: 'service-practical-info',
    subject: 'Practical information for {{EventName}}',
    html: layout('<h1>Dear {{ContactFirstName}} {{ContactLastName}},</h1><p>Here is everything you need to know before {{EventName}}.</p>'),
    text: 'Dear {{ContactFirstName}} {{ContactLastName}}, here is everything you need to know before {{EventName}}.',
  },
  {
    name: 'marketing-invitation',
    subject: '{{ContactFirstName}}, you are invited',
    html: layout('<h1>You are invited, {{ContactFirstName}}</h1><p>Join your peers at our next summit.</p><p><a href="https://events.example.com/register">Register now</a></p>'),
    text: 'You are invited, {{ContactFirstName}}. Join your peers at our next summit.',
  },
  {
    name: 'marketing-follow-up',
    subject: 'Following up, {{ContactFirstName}}',
    html: layout('<p>Hi {{ContactFirstName}}, thank you for your interest. {{Greeting}}</p>'),
    text: 'Hi {{ContactFirstName}}, thank you for your interest.',
  },
  {
    name: 'marketing-meeting-booked',
    subject: 'Your meeting at {{EventName}} is booked',
    html: layout('<h1>Hello {{ContactFirstName}},</h1><p>A meeting at {{EventName}} was booked for you. You find it in your schedule.</p>'),
    text: 'Hello {{ContactFirstName}}, a meeting at {{EventName}} was booked for you.',
  },
  {
    name: 'marketing-registration-cancelled',
    subject: 'Sorry to miss you at {{EventName}}',
    html: layout('<p>Hi {{ContactFirstName}}, your registration for {{EventName}} is cancelled. We hope to see you at another event.</p>'),
    text: 'Hi {{ContactFirstName}}, your registration for {{EventName}} is cancelled.',
  },
];
