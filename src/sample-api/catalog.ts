/** Names and menus the ledger draws from. */

export interface Brand {
  name: string;
  /** [name, price in cents] */
  menu: readonly (readonly [string, number])[];
}

export const BRANDS: readonly Brand[] = [
  {
    name: 'Taco Luna',
    menu: [
      ['Carne Asada Taco', 450],
      ['Chicken Burrito', 1195],
      ['Veggie Bowl', 1050],
      ['Chips & Salsa', 395],
      ['Queso Dip', 550],
      ['Horchata', 350],
      ['Fish Tacos', 1250],
      ['Quesadilla', 995],
    ],
  },
  {
    name: 'Burger Forge',
    menu: [
      ['Classic Burger', 950],
      ['Double Smash', 1295],
      ['Fries', 395],
      ['Onion Rings', 450],
      ['Milkshake', 595],
      ['Crispy Chicken Sandwich', 1050],
      ['Side Salad', 500],
      ['Soda', 250],
    ],
  },
  {
    name: 'Pho Corner',
    menu: [
      ['Beef Pho', 1350],
      ['Chicken Pho', 1250],
      ['Spring Rolls', 650],
      ['Banh Mi', 950],
      ['Vermicelli Bowl', 1200],
      ['Thai Iced Tea', 450],
    ],
  },
  {
    name: 'Slice Republic',
    menu: [
      ['Margherita Pizza', 1400],
      ['Pepperoni Pizza', 1600],
      ['Garlic Knots', 550],
      ['Caesar Salad', 850],
      ['Buffalo Wings', 1100],
      ['Tiramisu', 650],
    ],
  },
  {
    name: 'Green Bowl',
    menu: [
      ['Harvest Bowl', 1250],
      ['Poke Bowl', 1450],
      ['Kale Salad', 1100],
      ['Berry Smoothie', 700],
      ['Avocado Toast', 900],
    ],
  },
  {
    name: 'Curry House',
    menu: [
      ['Butter Chicken', 1550],
      ['Chana Masala', 1200],
      ['Garlic Naan', 350],
      ['Samosas', 600],
      ['Mango Lassi', 450],
      ['Lamb Biryani', 1600],
    ],
  },
  {
    name: 'Sushi Wave',
    menu: [
      ['California Roll', 800],
      ['Spicy Tuna Roll', 950],
      ['Salmon Nigiri', 700],
      ['Miso Soup', 300],
      ['Edamame', 450],
      ['Bento Box', 1700],
    ],
  },
  {
    name: 'Golden Wok',
    menu: [
      ['Orange Chicken', 1150],
      ['Fried Rice', 900],
      ['Lo Mein', 1000],
      ['Egg Rolls', 450],
      ['Kung Pao Chicken', 1200],
    ],
  },
  {
    name: 'Morning Table',
    menu: [
      ['Breakfast Burrito', 950],
      ['Buttermilk Pancakes', 1000],
      ['Latte', 475],
      ['Bagel & Cream Cheese', 350],
      ['Veggie Omelette', 1150],
    ],
  },
  {
    name: 'Mediterra',
    menu: [
      ['Chicken Shawarma', 1250],
      ['Falafel Wrap', 1000],
      ['Hummus & Pita', 600],
      ['Greek Salad', 950],
      ['Baklava', 450],
    ],
  },
];

export const CLIENT_NAME_PARTS = {
  first: [
    'Harbor',
    'Copper',
    'Northside',
    'Blue Oak',
    'Summit',
    'Riverbend',
    'Lantern',
    'Maple',
    'Granite',
    'Saffron',
    'Juniper',
    'Cedar',
    'Marigold',
  ],
  second: ['Table Group', 'Pot Hospitality', 'Eats Co.', 'Restaurant Partners', 'Kitchens'],
};

export const NEIGHBORHOODS = [
  'Downtown',
  'Midtown',
  'Riverside',
  'Uptown',
  'Eastside',
  'Westgate',
  'Harbor Point',
  'Airport',
  'University',
  'Lakeview',
  'Old Town',
  'Market Square',
  'Northgate',
  'South End',
  'Hillcrest',
  'Union Station',
  'Park Slope',
  'Bayfront',
  'Civic Center',
  'Arts District',
];

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Noah',
  'Emma',
  'Olivia',
  'Mateo',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Amara',
  'Kenji',
  'Priya',
  'Diego',
  'Chloe',
  'Omar',
  'Hannah',
  'Wei',
  'Fatima',
  'Jonah',
  'Zoe',
  'Ravi',
  'Grace',
  'Tomás',
  'Leila',
  'Marcus',
  'Nina',
  'Samuel',
  'Yuki',
  'Isabel',
];
export const LAST_NAMES = [
  'Smith',
  'Garcia',
  'Nguyen',
  'Patel',
  'Johnson',
  'Kim',
  'Brown',
  'Martinez',
  'Okafor',
  'Chen',
  'Rossi',
  'Williams',
  'Silva',
  'Cohen',
  'Haddad',
  'Müller',
  'Lopez',
  'Tanaka',
  'Walker',
  'Novak',
];

export const FEEDBACK: Record<number, readonly string[]> = {
  5: [
    'Amazing food, arrived hot!',
    'Best order I have had in weeks.',
    'Perfect as always.',
    'Great portions and fast delivery.',
    '',
    'Loved it, will order again.',
  ],
  4: ['Really good, a little late.', 'Tasty, packaging could be better.', 'Good value.', ''],
  3: ['It was okay.', 'Food was fine but lukewarm.', 'Missing napkins and utensils.'],
  2: ['Order took forever and was cold.', 'Portion smaller than usual.', 'Wrong sauce again.'],
  1: [
    'Missing half of my order.',
    'Cold and soggy, very disappointed.',
    "Received someone else's food.",
  ],
};

export const REPLY_TEXTS = [
  'Thank you so much for the kind words! We look forward to serving you again.',
  'Thanks for your feedback, we are glad you enjoyed your meal.',
  'We are sorry your order was not up to our standard. Please accept a little something on your next order.',
  'Thank you for letting us know. We have shared this with the kitchen team.',
];

export const POS = { name: 'Register POS', color: '#2F9E44', icon: 'cash-register' };
