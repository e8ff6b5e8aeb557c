/** What the demo organization starts with: three platform users, two agents, their knowledge, and a few conversations. */

export const demoOrganization = {
  id: "5d6f0c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f",
  name: "Northwind Outfitters",
  licenseKey: "demo-license-northwind",
  users: [
    { email: "owner@northwind.test", role: "owner" as const, firstName: "Nora", lastName: "Winters" },
    { email: "support@northwind.test", role: "admin" as const, firstName: "Sam", lastName: "Ortega" },
    { email: "helpdesk@northwind.test", role: "user" as const, firstName: "Lena", lastName: "Park" },
  ],
  /** Users who are not owners or admins work only on the agents given to them (by agent name). */
  agentAssignments: [{ email: "helpdesk@northwind.test", agent: "Northwind Support" }],
};

export const demoAgents = [
  {
    role: "Customer support",
    name: "Northwind Support",
    publicName: "Nia",
    description: "Answers customers about orders, shipping and returns, and hands over to the support team.",
    instructions: "Answer from Northwind's policies. Be friendly and brief. Hand over to a person when asked.",
    tags: ["support", "orders"],
    files: [
      {
        fileName: "shipping-and-returns.md",
        text: `# Shipping and returns

## Shipping times
Orders ship within one business day. Standard shipping takes 3 to 5 business days within the United States and 7 to 10 business days to Canada and Europe. Express shipping arrives in 1 to 2 business days.

## Shipping costs
Standard shipping is free on orders over 75 dollars; below that, standard shipping costs 6 dollars. Express shipping costs 18 dollars.

## Returns
You can return unworn clothing, boots and shoes within 30 days of delivery for a full refund. Start a return from the link in your order confirmation email; the return label is free. Refunds reach your card within 5 business days after we receive the parcel.

## Damaged items
If an item arrives damaged, torn or faulty, send a photo to our support team within 7 days and we replace it at no cost.
`,
      },
      {
        fileName: "store-hours.md",
        text: `# Store and support hours

Our customer support team answers chat and email Monday to Friday from 8 am to 8 pm Eastern time, and Saturday from 10 am to 4 pm. On Sundays and public holidays support is closed; messages are answered the next business day.

Our flagship store in Portland is open every day from 10 am to 7 pm.
`,
      },
    ],
  },
  {
    role: "Sales assistant",
    name: "Northwind Sales",
    publicName: "Theo",
    description: "Helps teams and clubs order gear in bulk.",
    instructions: "Help buyers choose plans and order in bulk; quote prices from the price list.",
    tags: ["sales"],
    files: [
      {
        fileName: "bulk-pricing.md",
        text: `# Bulk pricing for teams and clubs

Teams and clubs get a bulk discount: orders of 20 items or more (jerseys, jackets, bags) get a 15 percent discount on the list price, and orders of 100 items or more get a 25 percent discount. Custom embroidery of a team logo costs 4 dollars per item with a one-time setup fee of 40 dollars.

Bulk orders are produced within 10 business days. A sample kit with one item in each size can be sent for 25 dollars, refunded on the first bulk order.
`,
      },
    ],
  },
];

/** Each conversation: the agent it belongs to (by index), the user, and what the user says. */
export const demoConversations = [
  {
    agent: 0,
    user: { firstName: "Maria", lastName: "Lopez", email: "maria.lopez@example.com" },
    title: "Shipping to Canada",
    messages: ["Hi! How long does shipping to Canada take?", "And is standard shipping free?"],
  },
  {
    agent: 0,
    user: { firstName: "Tom", lastName: "Becker", email: "tom.becker@example.com" },
    title: "Damaged jacket",
    messages: ["My jacket arrived with a torn sleeve.", "I'd like to talk to a human about this, please."],
  },
  {
    agent: 0,
    user: { firstName: "Aiko", lastName: "Tanaka", email: "aiko.tanaka@example.com" },
    title: "Returns",
    messages: ["Can I return a pair of boots I bought three weeks ago?"],
  },
  {
    agent: 1,
    user: { firstName: "Coach", lastName: "Rivera", email: "rivera@riverside-fc.example" },
    title: "Club kit order",
    messages: ["We need 40 jerseys for our football club. What discount do we get?", "How much does logo embroidery cost?"],
  },
];
