/**
 * Everyday feeding concerns: constipation after starting solids, poo that changes with new foods,
 * spitting up after feeds, teething and appetite (and the fever teething does not cause),
 * baby-led weaning or purées, organic food, storing and reheating baby food, spicy food, salty
 * processed foods and sauces, sweets that are choking hazards, a lick of honey or raw dough by
 * accident, and alcohol.
 *
 * Every answer opens with the answer to what was asked ("is this normal" -> whether it is normal,
 * "what do I watch for" -> the signs, "can I put X on Y" -> about X, the risky part), lists the
 * warning signs that need a doctor, and names its sources. A question about two of these topics
 * gets both answers, the riskier first. Picky eating, plain "can my baby have honey" and amounts
 * of salt or sugar are answered elsewhere: this module returns undefined for them.
 */
import { normalise } from '../../../../shared/lib/language';
import { Reply, type BuiltInAnswer, type ReadAge } from '../reply';

const UK_DOCTOR = 'your GP or health visitor (UK) or your paediatrician (US)';
const URGENT = 'call 111 (UK) or your paediatrician (US) straight away';
const EMERGENCY = 'call 999 (UK) or 911 (US)';

/** "for a 7-month-old", or nothing when no age was given. */
const forAge = (age: ReadAge | undefined) => (age ? ` for ${age.phrase}` : '');

const under = (age: ReadAge | undefined, months: number) => age !== undefined && age.max < months;
const atLeast = (age: ReadAge | undefined, months: number) => age !== undefined && age.min >= months;

/** "is this normal", "should I worry", "is it ok". */
const ASKS_NORMAL =
  /\b(?:normal|common|usual|expected|to be expected|typical|ok|okay|fine|alright|a (?:worry|concern)|worr\w*|concern\w*|a phase)\b/;
/** "what do I watch for", "what are the signs". */
const ASKS_SIGNS =
  /\b(?:watch (?:out )?for|look (?:out )?for|keep an eye|signs?|symptoms?|what (?:do|should) i (?:look|watch)|what happens|what could happen|will (?:he|she|they|it) be (?:ok|okay|alright|fine))\b/;
/** "what can I give", "how do I help". */
const ASKS_HELP =
  /\b(?:what (?:can|should|do|could) (?:i|we) (?:give|do|try|offer|feed)|how (?:can|do|should|to) (?:i |we )?(?:help|ease|relieve|treat|fix|soothe|get)|help (?:with|her|him|them|my)|remed\w*|relie\w*|tips?|ideas?)\b/;

// ---------------------------------------------------------------------------------------------
// What a question is about
// ---------------------------------------------------------------------------------------------

const HONEY = /\b(?:honey|hunny|huney|honeycomb)\b/;
const ACCIDENT =
  /\b(?:accident\w*|by mistake|mistakenly|didnt (?:know|realise|realize|notice|see)|without (?:me )?(?:knowing|realising|realizing)|got (?:hold of|into|some)|grabbed|sneaked|snuck|stole|licked|lick|licking|tasted|taste of|ate|eaten|had (?:a|some|a bit|a little)|gave|given|fed|swallowed|drank|drunk|sipped|sip of|swig|already|just had)\b/;
const DOUGH =
  /\b(?:cookie dough|raw dough|uncooked dough|raw cookie|raw batter|cake batter|cake mix|brownie (?:batter|mix)|pancake (?:batter|mix)|raw flour|uncooked flour|batter|dough)\b/;
const RAW_DOUGH =
  /\b(?:raw|uncooked|unbaked|lick\w*|spoon|bowl|cookie dough|cake mix|before (?:it was |they were )?(?:baked|cooked)|(?:ate|eaten|eat|eating|had|tasted) (?:some |the |a bit of )?(?:dough|batter|mix))\b/;
const ALCOHOL =
  /\b(?:alcohol\w*|(?<!root |ginger )beers?|lager|wines?(?! gums?)|prosecco|champagne|cider(?! vinegar)|vodka|rum|gin|whisky|whiskey|brandy|sherry|liqueurs?|booze|boozy|shandy|cocktails?|spirits|tipsy)\b/;
const BREASTFEEDING =
  /\b(?:breast ?feed\w*|breast ?fed|nursing|pumping|pump and dump|expressing|breast ?milk)\b/;

const CONSTIPATION =
  /\b(?:constipat\w*|constapat\w*|constpat\w*|consipat\w*|constip\w*|bunged up|blocked up|hard (?:poo|poos|poop|poops|stools?)|rabbit droppings|(?:not|hasnt|hasn t|havent|no|didnt) (?:pooed|pooped|had a poo|had a poop|done a poo|done a poop|poo|poop|pooing|pooping|bowel movement)|straining (?:to poo|to poop|when|to go|and)|strains to)\b/;
const POO =
  /\b(?:poo|poos|poop|poops|pooed|pooped|pooing|pooping|poopy|pooey|stools?|nappy|nappies|diapers?|bowel movements?|bm|bms|number twos?)\b/;
const POO_CHANGE =
  /\b(?:colou?r\w*|orange|green|red|pink|purple|black|white|whitish|pale|chalky|grey|gray|clay|yellow|dark|blue|blood\w*|undigested|bits|pieces|chunks|whole|seeds|skins|changed|changes|change|different|weird|strange|funny|smell\w*|stinky|texture|mucus|slimy|tarry|tar)\b/;

const SPIT_UP =
  /\b(?:spit\w* up|spits up|spat up|spitting up|possett?\w*|posit\w*|bring\w* up (?:milk|some|a bit|a little|her|his|their|feeds?)|brings? (?:milk )?back up|reflux\w*|gerd|gord|curdled|sick after (?:feeds?|feeding|every|each|her|his|a|the|bottles?)|(?:throws?|threw) up (?:after|milk|her milk|his milk)|(?:vomit\w*|sick|puk\w*) (?:after|during) (?:feeds?|feeding|every feed|bottles?|breast ?feeds?|milk)|projectile)\b/;

const TEETHING =
  /\b(?:teeth(?:ing|e|es)|tething|teehing|teathing|teefing|teethin|cutting (?:a |her |his |their )?(?:new )?(?:tooth|teeth|molars?)|(?:new |first )?(?:tooth|teeth) (?:coming|come|cutting|through|erupt\w*)|molars|(?:is it|could it be|must be|probably|maybe) (?:her |his |their |the |new )?(?:teeth|tooth|molars?)|(?<!chewing |bubble |wine |fruit |a piece of |some )gums)\b/;
const TEETHING_FOOD =
  /\b(?:eat\w*|ate|food|foods|appetite|hungry|feed\w*|milk|bottles?|solids|meals?|off (?:her|his|their) food|refus\w*|fever\w*|temperature|temp|hot|warm|38|cold|cool|chilled|frozen|freez\w*|soothe|sore|chew\w*|gnaw\w*|biscuits?|rusks?|necklace\w*|amber|normal)\b/;
const FEVER =
  /\b(?:fever\w*|temperature|temp|high temp|feverish|hot to (?:the )?touch|burning up|3[89](?: \d)?(?: c| degrees)?|10[0-4](?: \d)?(?: f)?)\b/;

const BLW =
  /\b(?:baby led\w*|blw|led weaning|purees? (?:or|vs|versus|and) (?:finger|baby led|blw|lumps)|(?:finger foods?|lumps|blw) (?:or|vs|versus) (?:purees?|spoon\w*|mash\w*)|spoon ?fe(?:e)?d\w*|traditional weaning|puree (?:route|method|first)|mix(?:ing)? (?:blw|purees? and)|combin\w* (?:blw|purees?))\b/;
const ORGANIC = /\borganic\w*\b/;
const STORING =
  /\b(?:stor(?:e|es|ed|ing|age)|fridge|refrigerat\w*|freez\w*|froze|frozen|thaw\w*|defrost\w*|unfreez\w*|refreez\w*|re freez\w*|reheat\w*|re heat\w*|heat (?:it|them|up) (?:again|twice)|warm (?:it |them )?up|leftovers?|left over|batch cook\w*|ice cube\w*|microwav\w*|left out|room temperature|overnight|keep for|how long (?:does|do|can|will|is|are|should)\b.{0,40}\b(?:keep|last|stay|good|ok|okay|fresh))\b/;
const BABY_FOOD =
  /\b(?:puree\w*|pure\b|purée\w*|baby food|food|foods|meals?|dinner|lunch|portions?|cubes?|mash\w*|jars?|pouch\w*|leftovers?|left over|batch|soup|stew|sauce|porridge|bolognese|rice|formula|breast ?milk|expressed milk|bottles?|milk)\b/;

const SPICE_WORD =
  /\b(?:spic\w*|chill?i\w*|curry|curries|jalapen\w*|hot sauce|sriracha|tabasco|cayenne|paprika|cumin|turmeric|masala|harissa|black pepper|seasoning\w*|seasoned|herbs)\b/;
const VERY_HOT =
  /\b(?:very|really|super|too|extra) (?:spicy|hot)\b|\b(?:hot sauce|sriracha|tabasco|jalapen\w*|hot chill?i\w*|chill?i\w*|cayenne|vindaloo|madras|phaal|scotch bonnet)\b/;

interface SaltyItem {
  pattern: RegExp;
  name: string;
  /** What it brings, for the answer's second line. */
  note: string;
  sauce: boolean;
}
const SALTY_ITEMS: SaltyItem[] = [
  {
    pattern: /\b(?:cheese sauce|mac (?:and|n) cheese sauce)\b/,
    name: 'jar cheese sauce',
    note: 'Ready-made cheese sauces are made for adults and are salty.',
    sauce: true,
  },
  {
    pattern:
      /\b(?:pasta sauce|bolognese sauce|tomato sauce from a jar|jar(?:red)? (?:tomato |pasta )?sauce|sauce from a jar|shop bought sauce|store bought sauce|ready made sauce|readymade sauce|sauce jars?|jar of sauce|(?:jar|packet|bottled?) sauces?)\b/,
    name: 'jar sauce',
    note: 'Sauces from a jar or packet are made for adults and are usually salty.',
    sauce: true,
  },
  {
    pattern:
      /\b(?:curry sauce|korma sauce|tikka sauce|stir fry sauce|sweet and sour sauce|bbq sauce|barbecue sauce|brown sauce|hoisin|oyster sauce|fish sauce|teriyaki)\b/,
    name: 'ready-made sauce',
    note: 'Ready-made sauces like these are salty, and often sugary too.',
    sauce: true,
  },
  {
    pattern: /\b(?:soy sauce|soya sauce|shoyu|tamari)\b/,
    name: 'soy sauce',
    note: 'Soy sauce is one of the saltiest foods: a single teaspoon holds close to 1 g of salt.',
    sauce: true,
  },
  {
    pattern: /\b(?:stock cubes?|stock pots?|stockpots?|bouillon|oxo|stock powder|stock)\b/,
    name: 'stock cubes',
    note: 'One stock cube can hold around 2 g of salt or more.',
    sauce: true,
  },
  {
    pattern: /\b(?:gravy|gravy granules|bisto)\b/,
    name: 'gravy',
    note: 'Gravy from granules or cubes is salty.',
    sauce: true,
  },
  {
    pattern: /\b(?:crisps|chips|pringles|doritos|cheetos|quavers|wotsits)\b/,
    name: 'crisps',
    note: 'Crisps are salty snacks with little else to offer.',
    sauce: false,
  },
  {
    pattern: /\b(?:baked beans|beans in tomato sauce|heinz beans)\b/,
    name: 'baked beans',
    note: 'Ordinary baked beans are salty and sugary; reduced-salt-and-sugar beans are better.',
    sauce: false,
  },
  {
    pattern: /\b(?:sausages?|hot dogs?|frankfurters?|chipolatas?|salami|pepperoni|chorizo)\b/,
    name: 'sausages',
    note: 'Sausages and cured meats are salty processed meat.',
    sauce: false,
  },
  {
    pattern: /\b(?:ham|bacon|processed meat|deli meat|lunch meat|cold cuts)\b/,
    name: 'ham and bacon',
    note: 'Ham and bacon are cured with salt.',
    sauce: false,
  },
  {
    pattern:
      /\b(?:ready meals?|takeaways?|take out|takeout|fast food|chicken nuggets|nuggets|pizza|marmite|vegemite|instant noodles|pot noodle)\b/,
    name: 'processed food',
    note: 'Ready meals, takeaways and processed snacks are often salty.',
    sauce: false,
  },
];
const SALTY_CONTEXT =
  /\b(?:salt|salty|salted|sodium|processed|too much salt|high in salt|put (?:on|in)|pour\w*|add\w*|on (?:his|her|their|my|the|some)|in (?:his|her|their|my|the)|cook\w* with|use|using|with)\b/;

const SWEETS: [RegExp, string][] = [
  [
    /\b(?:jelly (?:cubes?|blocks?|tablets?|squares?|packets?|crystals?)|raw jelly|uncooked jelly|jello (?:cubes?|blocks?)|(?:cubes?|block) of jelly|jelly from the packet|jelly straight)\b/,
    'raw jelly cubes',
  ],
  [
    /\b(?:jelly ?beans?|jelly babies|jelly sweets|gummy (?:sweets|bears?|candy|candies|vitamins)|gummies|gummy|fruit gums|wine gums|haribo|chewy sweets|chewy candy|toffees?|caramels?|starburst|skittles)\b/,
    'jellybeans and chewy sweets',
  ],
  [
    /\b(?:hard (?:sweets|candy|candies)|boiled sweets|lolly ?pops?|(?<!ice )lollies|mints|polos|tic tacs?|gobstoppers?|candy canes?|hard boiled sweets)\b/,
    'hard sweets',
  ],
  [/\b(?:marshmallows?)\b/, 'marshmallows'],
  [/\b(?:pop ?corn)\b/, 'popcorn'],
  [
    /\b(?:chewing gum|bubble ?gum|piece of gum|(?:swallowed|chew\w*|have|had|eat|ate|give) (?:some |a piece of )?gum)\b/,
    'chewing gum',
  ],
  [/\b(?:jelly cups?|mini jelly|konjac)\b/, 'mini jelly cups'],
];

// ---------------------------------------------------------------------------------------------
// The answers
// ---------------------------------------------------------------------------------------------

function answerHoneyLick(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  if (atLeast(age, 12)) {
    r.add(
      `A bit of honey is not a worry${forAge(age)}: the infant botulism risk applies only to babies under 12 months. From 1, honey is safe, though as an added sugar it is best kept small and occasional.`,
    );
    r.rule('Honey is fine from 12 months; do not give it to babies under 12 months.', 'NHS');
    return r.done('honey-accident');
  }
  const watch = ASKS_SIGNS.test(text);
  const signs =
    'constipation (often the first sign), feeding poorly or a weak suck, a weak cry, floppiness, droopy eyelids or a flat, expressionless face, and trouble swallowing or breathing';
  r.add(
    watch
      ? `Watch over the next few days and weeks for ${signs}. The risk from a lick of honey is small, and most babies are completely fine.`
      : `A lick of honey is very unlikely to harm your baby: the risk of infant botulism is small. Over the next few days and weeks, watch for ${signs}.`,
    `If any of these appear, see a doctor at once: ${URGENT}, and tell them your baby had honey; ${EMERGENCY} if your baby is floppy or struggling to breathe or swallow.`,
    'You do not need to make your baby sick. Give no more honey until 12 months, including honey in foods.',
  );
  r.rule(
    "Do not give honey to babies under 12 months: it can contain bacteria that produce toxins in a baby's gut and cause infant botulism, a rare but serious illness.",
    'NHS',
  );
  r.rule(
    'Infant botulism usually starts with constipation, then poor feeding, a weak cry, droopy eyelids and floppiness, 3 to 30 days after the spores are swallowed.',
    'CDC',
  );
  return r.done('honey-accident');
}

function answerDough(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const ate = ACCIDENT.test(text);
  const watch = ASKS_SIGNS.test(text) || ate;
  const signs = 'diarrhoea, vomiting, tummy cramps or a fever';
  if (watch) {
    r.add(
      `Watch for ${signs} over the next few days (it can take up to a week or so to show): raw dough is not recommended, but most children who eat a little are fine.`,
    );
  } else {
    r.add(
      `Raw cookie dough and cake batter are not recommended${forAge(age)}: raw flour can carry E. coli, and raw egg can carry Salmonella. Bake it first, or make a no-egg dough with heat-treated flour.`,
    );
  }
  r.add(
    `Keep them drinking; see ${UK_DOCTOR} if there is blood in the poo, diarrhoea lasts more than a few days, vomiting goes on or they cannot keep fluids down, or there are signs of dehydration (fewer wet nappies, dry mouth, unusually sleepy); in a baby under 3 months any fever of 38°C (100.4°F) or more needs a doctor at once.`,
  );
  if (watch) r.add('Next time, bake it first: children should not eat raw dough or batter.');
  r.rule(
    'Do not eat or taste raw dough or batter: raw flour can contain E. coli and raw eggs Salmonella.',
    'CDC',
  );
  r.rule(
    'Flour is a raw ingredient and needs cooking; in the UK, British Lion eggs are safe for children even runny, but other raw eggs are not.',
    'FSA',
  );
  return r.done('raw-dough');
}

function answerAlcohol(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const accident =
    /\b(?:accident\w*|by mistake|drank|sipped|had a sip|took a sip|swig|got into|got hold of|licked|tasted|swallowed|had some|finished (?:my|the|his|her)|drunk some|knocked back)\b/.test(
      text,
    );
  const mother = BREASTFEEDING.test(text) && !accident && /\b(?:i|me|mum|mom|mother)\b/.test(text);
  if (accident) {
    r.add(
      `Call 111 (UK) or Poison Control on 1-800-222-1222 (US) now for advice, even if your child seems fine: even a small amount of alcohol can drop a young child's blood sugar dangerously.`,
      `Call 999 (UK) or 911 (US) at once if they are drowsy or hard to wake, floppy, breathing slowly, being sick repeatedly or having a fit.`,
      'Do not make them sick; keep them with you, and note what they drank and roughly how much.',
    );
    r.rule('Children should not drink any alcohol: it is particularly harmful to young children.', 'NHS');
    return r.done('alcohol');
  }
  if (mother) {
    r.add(
      'An occasional drink is unlikely to harm your breastfed baby: wait 2 to 3 hours per drink before the next feed (NHS); US advice is to wait at least 2 hours after a single drink (CDC).',
      'Pumping and throwing the milk away does not clear alcohol faster: only time does. Never share a bed or sofa with your baby after drinking.',
    );
    r.cite('NHS', 'CDC');
    return r.done('alcohol');
  }
  r.add(
    `No alcohol${forAge(age)}, not even a sip or a taste: a young child's body cannot cope with it, and an alcohol-free childhood is the advice in the UK and the US.`,
  );
  if (
    /\b(?:cook\w*|sauce|stew|casserole|baked|bake|cake|pudding|risotto|batter|gravy|trifle|christmas)\b/.test(
      text,
    )
  ) {
    r.add(
      "Cooking does not burn off all the alcohol: a stew or sauce still keeps some after long simmering, and uncooked alcohol in trifle or cake soaked afterwards keeps all of it. Cook your child's portion without it.",
    );
  }
  if (/\b(?:alcohol free|non alcoholic|low alcohol|0 0|zero|0 5)\b/.test(text)) {
    r.add(
      'Alcohol-free beer and wine are not for children either: they can still hold up to 0.5% alcohol, and they get children used to the taste. Water and milk are the best drinks.',
    );
  }
  r.rule('Children should not drink alcohol: it is particularly harmful to young children.', 'NHS');
  r.add(`If your child has swallowed alcohol, ${URGENT} (Poison Control 1-800-222-1222 in the US).`);
  return r.done('alcohol');
}

function answerConstipation(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const milkOnly = under(age, 6);
  const warning =
    /\b(?:blood\w*|bleed\w*|a week|7 days|8 days|9 days|10 days|swollen|swelling|bloated|hard tummy|distended|vomit\w*|being sick|throwing up|screaming|in pain|painful|hurts|crying when|weight)\b/.test(
      text,
    );
  const help =
    ASKS_HELP.test(text) || /\b(?:prunes?|pears?|water|fibre|fiber|laxative\w*|juice)\b/.test(text);
  const signs =
    /\b(?:how (?:do|can|would) i (?:know|tell)|signs? of|is (?:she|he|it|my baby) constipated)\b/.test(text);
  const warningLine = `See ${UK_DOCTOR} if there is blood in the poo, no poo for a week, pain or crying when pooing, a swollen tummy, vomiting, or your baby is not feeding or gaining weight; ${URGENT} for green vomit, or a swollen, hard tummy with vomiting.`;
  if (warning) {
    r.add(
      `Constipation with blood in the poo, pain, a swollen tummy, vomiting or no poo for a week needs a doctor's check: see ${UK_DOCTOR} today, and ${URGENT} if there is green vomit or the tummy is swollen and hard.`,
      'Constipation itself is common once solids start, and until you are seen these help: sips of water with meals, and fruit such as puréed prunes and pears.',
    );
  } else if (signs) {
    r.add(
      'Signs of constipation: fewer than 3 poos a week, poos that are hard, dry, large or like rabbit droppings, and straining or pain when pooing. Babies often go red and grunt when they poo: if the poo is soft, that is not constipation.',
    );
  } else if (milkOnly) {
    r.add(
      `Constipation is less common${forAge(age)} before solids: breastfed babies can go several days without a poo and be fine if it is soft when it comes. A formula-fed baby who is constipated can have extra sips of cooled boiled water between feeds; make the formula exactly as the packet says.`,
    );
  } else if (help) {
    r.add(
      `To ease it${forAge(age)}: offer sips of water from a cup with every meal, and fruit and vegetables at each meal, especially puréed or chopped prunes, pears, plums and apricots, plus peas, beans, lentils and wholegrain cereals.`,
    );
    if (/\bjuice\b/.test(text)) {
      r.add(
        'A little prune or pear juice, well diluted with water, can help for a few days; as an everyday drink, juice is not advised before 12 months.',
      );
    }
  } else {
    r.add(
      `${ASKS_NORMAL.test(text) ? 'Yes, it is common' : 'Constipation is common'}${forAge(age)} when babies start solids: their gut is getting used to new foods, and it usually settles with more fluid and fibre.`,
    );
  }
  if (!milkOnly && !(help && !warning && !signs)) {
    r.add(
      'Offer sips of water with meals, fruit and veg at every meal (puréed prunes, pears, plums and apricots help most), and fibre from peas, beans, lentils and wholegrains.',
    );
  }
  r.add(
    atLeast(age, 12)
      ? "Keep cow's milk to about 300-400 ml a day: too much fills them up and can add to constipation. Gentle tummy massage and moving their legs in a cycling motion can help too."
      : 'Keep milk feeds as usual. Gentle tummy massage and moving their legs in a cycling motion can help too; do not give laxatives unless a doctor advises them.',
  );
  if (!warning) r.add(warningLine);
  r.rule(
    'If your baby is eating solids, give them plenty of water, and fruit such as apricots, pears, plums and prunes, puréed or chopped.',
    'NHS',
  );
  r.rule(
    'Babies who have started solids can have pear or prune purée to ease constipation; see your paediatrician if it lasts.',
    'AAP',
  );
  return r.done('constipation');
}

function answerPoo(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const blood = /\bblood\w*|\bbleed\w*|\bred streaks?\b/.test(text);
  const pale =
    /\b(?:white|whitish|chalky|grey|gray|clay|colourless|colorless)\b|\bpale\b(?! (?:yellow|green|brown|orange))/.test(
      text,
    );
  const black = /\b(?:black|tarry|tar|jet black)\b/.test(text);
  const blackFromFood =
    !/\b(?:no|not|havent|hasnt|hadnt|without|never|didnt|none)\b.{0,30}\b(?:iron|blueberr\w*)/.test(text) &&
    /\b(?:iron|blueberr\w*|liquorice|licorice|black beans?|blackberr\w*|prunes?)\b/.test(text);
  const newborn = age !== undefined && age.max <= 1;
  const redFood = /\b(?:beet\w*|red peppers?|tomato\w*|strawberr\w*|raspberr\w*|watermelon|red food)\b/.test(
    text,
  );
  const bits =
    /\b(?:undigested|bits|pieces|chunks|whole|seeds|skins|same as it went in|come out|comes out|coming out|came out|sweetcorn|corn|raisins)\b/.test(
      text,
    );
  const warnLine = `What food does not cause: white, pale or chalky grey poo; black, tarry poo (not from iron or blueberries, after the newborn days); or red blood. For any of these, contact ${UK_DOCTOR} the same day, or ${URGENT}.`;
  if (blood) {
    r.add(
      `Blood in your child's poo is not a normal food change: contact ${UK_DOCTOR} today, or ${URGENT}; ${EMERGENCY} if there is a lot of blood or your child seems very unwell.`,
      'Red from beetroot or tomato skins is common after new foods, but if you are not sure whether it is blood, get it checked, and take the nappy or a photo with you.',
    );
  } else if (pale) {
    r.add(
      `White, pale or chalky grey poo is not normal and is not caused by food: contact ${UK_DOCTOR} the same day, as it can be a sign of a liver problem that needs checking early.`,
    );
  } else if (black && !blackFromFood && !newborn) {
    r.add(
      `Black, tarry poo that is not from iron or blueberries needs a doctor urgently: contact ${UK_DOCTOR} today, or ${URGENT}, as it can be old blood.`,
      'Iron drops, iron-fortified cereal, blueberries and liquorice can all turn poo very dark green or black, which is harmless.',
    );
  } else if (black && newborn) {
    r.add(
      'Black, sticky poo in the first few days after birth is meconium and is normal; it turns green, then yellow, as feeding gets going.',
    );
  } else if (black) {
    r.add(
      `Yes, dark green or black poo after iron drops, iron-fortified cereal or blueberries is normal${forAge(age)}: it is the iron or the fruit's colour, and it is harmless.`,
    );
  } else if (bits) {
    r.add(
      `Bits of undigested food in the poo are normal${forAge(age)}: sweetcorn, peas, tomato and pepper skins and raisins often come out looking much as they went in, because young children chew little and their gut is still learning.`,
      'It is not a sign of allergy. Mashing, cooking softer or chopping smaller helps, and it gets less as they learn to chew.',
    );
  } else {
    r.add(
      `${ASKS_NORMAL.test(text) ? 'Yes, that is normal' : 'Poo changing colour after new foods is normal'}${forAge(age)}: orange after carrots or sweet potato, green after spinach, peas or broccoli, red or pink after beetroot, dark blue-black after blueberries.${redFood ? ' Red after beetroot or tomato is the food, not blood.' : ''}`,
      'Once solids start, poo also gets thicker, darker and smellier; that is expected.',
    );
  }
  if (!blood && !pale && !(black && !blackFromFood && !newborn)) r.add(warnLine);
  else if (!pale) r.add('White, pale or chalky poo also needs a same-day check.');
  r.add(
    'See your doctor too for diarrhoea lasting more than a few days, lots of slimy mucus, or poo changes with fever, vomiting or poor feeding.',
  );
  r.rule(
    'Tell your GP or health visitor straight away if your baby has pale, white or chalky poo, or blood in their poo.',
    'NHS',
  );
  r.rule('Call your paediatrician for white, red or black stools (other than the newborn meconium).', 'AAP');
  return r.done('poo-changes');
}

function answerSpitUp(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const urgentSign = /\b(?:green|yellow green|bile|blood\w*|coffee grounds?|floppy|drowsy|lethargic)\b/.test(
    text,
  );
  const warnSign =
    /\b(?:projectile|forceful\w*|shoots?|across the room|not gaining|losing weight|lost weight|weight|dehydrat\w*|fewer wet|dry nappies|dry diapers|refus\w*|arch\w*|screams?|screaming|in pain|fever|temperature|diarrh\w*)\b/.test(
      text,
    );
  const warningLine = `See ${UK_DOCTOR} if it is projectile (forceful) vomiting, your baby is not gaining weight or refuses feeds, seems in pain or arches their back during feeds, has fewer wet nappies, has diarrhoea or a fever, or it starts after 6 months or goes on past 1 year. Green or yellow-green vomit, blood in the vomit or vomit like coffee grounds: ${EMERGENCY} or go to A&E / the emergency room.`;
  if (urgentSign) {
    r.add(
      `Green or yellow-green vomit, blood in the vomit or vomit like coffee grounds is not ordinary possetting: ${EMERGENCY} or go to A&E / the emergency room now.`,
    );
  } else if (warnSign) {
    r.add(
      `That is more than ordinary possetting: see ${UK_DOCTOR} promptly, or ${URGENT} if your baby is unwell, not feeding or has fewer wet nappies. Forceful (projectile) vomiting after feeds, especially at 2 to 8 weeks, needs checking the same day.`,
    );
  } else {
    r.add(
      `${ASKS_NORMAL.test(text) ? 'Yes, it is normal: bringing' : 'Bringing'} up a little milk after feeds (possetting, spitting up or reflux) is common and usually harmless in babies: the valve at the top of the stomach is still maturing. It usually starts before 8 weeks and gets better by around 12 months.`,
      'If your baby is feeding well, gaining weight and is content, it is a laundry problem rather than a health one.',
    );
    if (atLeast(age, 12)) {
      r.add(`Spitting up that goes on past 1 year is worth a check: talk to ${UK_DOCTOR}.`);
    }
  }
  r.add(
    'What helps: hold your baby upright during feeds and for a while after, wind them during feeds, and try smaller, more frequent feeds; always lay them flat on their back to sleep (do not raise or prop the cot mattress).',
  );
  if (!urgentSign) r.add(warningLine);
  r.rule('Reflux is common in babies: it usually starts before 8 weeks and gets better by 1 year.', 'NHS');
  r.rule(
    'Spitting up is normal in a baby who is growing well and comfortable; put babies to sleep flat on their back, without wedges or positioners, even with reflux.',
    'AAP',
  );
  return r.done('spitting-up');
}

function feverRules(r: Reply, age: ReadAge | undefined) {
  if (under(age, 3)) {
    r.add(
      `A baby under 3 months with a temperature of 38°C (100.4°F) or more needs a doctor now: ${URGENT}.`,
    );
  } else if (under(age, 6)) {
    r.add(
      `A baby of 3 to 6 months with a temperature of 39°C (102.2°F) or more needs a doctor today: ${URGENT}.`,
    );
  }
  r.add(
    `When to get help: under 3 months with 38°C (100.4°F) or more, or 3 to 6 months with 39°C or more: ${URGENT}. At any age: see ${UK_DOCTOR} for a fever lasting more than 5 days or a child who is not drinking; ${EMERGENCY} for a rash that does not fade when you press a glass on it, a fit, trouble breathing, or a child who is floppy or hard to wake.`,
  );
  r.rule(
    'Call your GP or 111 urgently if a baby under 3 months has a temperature of 38°C or higher, or 3 to 6 months of 39°C or higher.',
    'NHS',
  );
  r.rule(
    'Teething does not cause a high fever; call your paediatrician for 100.4°F (38°C) or higher in a baby under 3 months.',
    'AAP',
  );
}

function answerTeething(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const fever = FEVER.test(text);
  const milkOnly = under(age, 6);
  if (fever) {
    r.add(
      `Teething does not cause a high temperature: it can make a baby a little warm and flushed, but 38°C (100.4°F) or more is a sign of illness, so treat it as a fever, not as teeth.`,
    );
    feverRules(r, age);
    r.add(
      milkOnly
        ? 'Keep offering milk feeds often: a sore mouth may mean shorter feeds.'
        : 'Keep offering milk feeds and cool, soft foods; it is fine if they eat less for a day or two while they drink well.',
    );
    return r.done('teething');
  }
  r.add(
    `${ASKS_NORMAL.test(text) ? 'Yes, it is' : 'It is'} common for a teething baby to eat less for a few days: sore gums can put them off food, and their appetite comes back once the tooth is through.`,
  );
  if (milkOnly) {
    r.add(
      'Keep offering breast milk or formula as usual; solids wait until around 6 months, teething or not.',
    );
  } else {
    r.add(
      'Keep offering milk feeds as usual (under 1, milk is still their main food), and offer cool, soft foods: chilled yoghurt, cool purées, cucumber or melon from the fridge, soft fruit.',
      'A teething ring cooled in the fridge (not the freezer) helps sore gums; skip sugary teething biscuits and rusks.',
    );
  }
  r.add(
    `See ${UK_DOCTOR} if they are not drinking their milk, have fewer wet nappies, are eating much less for more than a few days, or have a temperature of 38°C (100.4°F) or more: teething does not cause a high fever.`,
  );
  r.rule(
    'Teething rings cooled in the fridge can soothe gums; avoid rusks and teething biscuits, as most contain sugar.',
    'NHS',
  );
  r.rule('Do not use amber or teething necklaces: they are a strangulation and choking risk.', 'AAP');
  return r.done('teething');
}

function answerBlw(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const safety = /\b(?:safe\w*|chok\w*|gag\w*|danger\w*|risk\w*|scared|nervous|afraid)\b/.test(text);
  if (under(age, 6)) {
    r.add(
      `Neither yet${forAge(age)}: solids start around 6 months. When you start, both baby-led weaning and purées are fine, and many families combine them.`,
    );
  } else if (safety) {
    r.add(
      'Baby-led weaning is safe when it is done right: studies find babies on finger food from the start do not choke more often than spoon-fed babies, as long as the food is soft and the right shape and you stay with them.',
      'Gagging is common and normal as they learn; choking is silent. Both baby-led weaning and purées are fine, and many families combine them.',
    );
  } else {
    r.add(
      `Both are fine${forAge(age)}: baby-led weaning (finger foods from the start) and spoon-feeding purées are both safe ways to start solids, and many families combine them.`,
    );
  }
  r.add(
    'What matters either way: start around 6 months when your baby can sit up and hold their head steady; move on to mashed and lumpy food and finger foods by 7 to 9 months (babies who only get smooth purées for longer can find lumps harder later); offer iron-rich foods every day; and always sit them upright and never leave them alone while eating.',
  );
  r.rule(
    'From around 6 months offer finger foods as well as mashed food, and move on to mashed, chopped and lumpy textures by 7 to 9 months.',
    'NHS',
  );
  r.rule(
    'Spoon-feeding and baby-led weaning are both fine: offer soft, age-appropriate foods, keep your baby sitting upright and always supervise.',
    'AAP',
  );
  return r.done('baby-led-weaning');
}

function answerOrganic(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const honey = HONEY.test(text);
  if (honey && !atLeast(age, 12)) {
    r.add(
      `No, not organic honey either${forAge(age)}: no honey of any kind (organic, raw or manuka) before 12 months, because of the small risk of infant botulism.`,
      'Beyond honey, organic food is fine but not more nutritious than conventional.',
    );
    r.rule('Do not give honey to babies under 12 months.', 'NHS');
    return r.done('organic');
  }
  if (/\bformula\b/.test(text)) {
    r.add(
      'Organic infant formula is fine but no better: every infant formula sold in the UK and US must meet the same nutrition standards, so choose any first infant formula that suits you.',
    );
  }
  r.add(
    `Either is fine${forAge(age)}: there is no good evidence that organic food is more nutritious or better for children's health than conventional food. Organic produce has lower pesticide residues, but conventional food must stay within legal safety limits.`,
    'What matters more is eating plenty of fruit and vegetables, whichever fits your budget: wash them under running water before cooking or serving, and peel or scrub root vegetables.',
  );
  if (/\b(?:snacks?|pouch\w*|biscuits?|puffs?|crisps|bars?|cereal\w*)\b/.test(text)) {
    r.add(
      'Organic snacks, pouches and biscuits are no lower in sugar or salt: check the label as you would for any other.',
    );
  }
  if (/\brice\b/.test(text)) {
    r.add(
      'Organic rice has no less arsenic than other rice: vary grains, and do not give rice drinks to children under 5 (FSA).',
    );
    r.cite('FSA');
  }
  r.rule(
    'Organic foods have lower pesticide residues, but there is no direct evidence that they are more nutritious or make children healthier.',
    'AAP',
  );
  r.rule(
    'A review for the Food Standards Agency found no important differences in nutrients between organic and conventionally produced food; wash fruit and vegetables before eating.',
    'FSA',
  );
  return r.done('organic');
}

function answerStoring(text: string): BuiltInAnswer {
  const r = new Reply();
  const breastMilk = /\b(?:breast ?milk|expressed (?:breast )?milk|expressed|pumped milk)\b/.test(text);
  const formula = /\bformula\b/.test(text) && !breastMilk;
  if (breastMilk) {
    r.add(
      'Expressed breast milk keeps up to 8 days in a fridge at 4°C or colder, 2 weeks in a fridge freezer compartment, or up to 6 months in a freezer (NHS); US advice is up to 4 hours at room temperature, 4 days in the fridge, and about 6 (up to 12) months frozen (CDC).',
      'Thaw it in the fridge and use it within 12 hours (NHS) or 24 hours (CDC); never refreeze thawed milk, and throw away what is left after a feed.',
    );
    r.cite('NHS', 'CDC');
    return r.done('storing-food');
  }
  if (formula) {
    r.add(
      'Make each formula feed fresh and throw away what is left after the feed: made-up formula is best used straight away, and within 2 hours at room temperature.',
      'If you must make it ahead, cool it quickly and keep it at the back of the fridge (5°C or colder) for no more than 24 hours; never reheat formula more than once.',
    );
    r.rule(
      'Make up formula fresh for each feed with water at 70°C or above, and throw away any left over.',
      'NHS',
    );
    r.rule(
      'Use prepared formula within 2 hours, or within 1 hour once the feed has started; refrigerated formula within 24 hours.',
      'CDC',
    );
    return r.done('storing-food');
  }
  const refreeze =
    /\b(?:refreez\w*|re freez\w*|freeze (?:it |them )?again|freeze (?:it |them )?back|back in the freezer)\b/.test(
      text,
    );
  const reheatTwice =
    /\b(?:reheat\w* (?:it |them )?(?:again|twice|more than once)|heat (?:it |them )?(?:up )?(?:again|twice)|twice|second time|more than once)\b/.test(
      text,
    );
  const leftOut =
    /\b(?:left out|left it out|sat out|been out|room temperature|all day|out of the fridge|on the side|on the counter|in the car|warm day)\b/.test(
      text,
    ) ||
    (/\bovernight\b/.test(text) && !/\bfridge\b/.test(text));
  const eaten =
    /\b(?:half eaten|leftover from (?:her|his|their) (?:bowl|plate)|from the jar|from (?:her|his|their) bowl|spoon|dipped|saliva|after (?:she|he) ate)\b/.test(
      text,
    );
  const freezerHowLong = /\b(?:freez\w*|frozen)\b/.test(text) && /\bhow long\b/.test(text);
  const fridgeHowLong = /\bhow long\b/.test(text) && !freezerHowLong;
  const microwave = /\bmicrowav\w*\b/.test(text);
  const rice = /\brice\b/.test(text);
  if (refreeze) {
    r.add(
      'No: never refreeze baby food that has been frozen and thawed; use thawed food within 24 hours and throw away what is left.',
    );
  } else if (reheatTwice) {
    r.add(
      'No: reheat baby food only once. Warm just the portion you need, and throw away what is left after the meal.',
    );
  } else if (leftOut) {
    r.add(
      'Throw it away: cooked food left out of the fridge for more than an hour or two, and certainly overnight, can grow bacteria that reheating does not make safe.',
    );
  } else if (eaten) {
    r.add(
      'Throw away food your baby has eaten from: saliva from the spoon spoils the rest. Spoon a portion into a bowl and keep the rest of the jar or batch clean in the fridge.',
    );
  } else if (rice) {
    r.add(
      'Cooked rice needs extra care: cool it within an hour, keep it in the fridge for no more than 24 hours, and reheat it only once until steaming hot.',
    );
  } else if (freezerHowLong) {
    r.add(
      'Frozen home-made purée is best used within about a month: freeze portions in ice-cube trays or small pots with lids, labelled with the date.',
    );
  } else if (fridgeHowLong) {
    r.add(
      'Up to 2 days in the fridge: cool home-made baby food quickly, put it in the fridge within an hour or so of cooking, and use it within 2 days (cooked rice within 24 hours). For longer, freeze it.',
    );
  } else if (microwave) {
    r.add(
      'Yes, you can reheat baby food in the microwave: heat until steaming hot all the way through, stir well to get rid of hot spots, then let it cool and test it before serving.',
    );
  } else {
    r.add(
      'Cool home-made baby food quickly and put it in the fridge or freezer within an hour or so of cooking; use fridge portions within 2 days, and reheat only once, until steaming hot, then cool.',
    );
  }
  r.add(
    '- Fridge: covered, at 5°C or below, used within 2 days (opened jars and pouches: as the label says, usually 24-48 hours).',
    '- Freezer: portions in ice-cube trays or small lidded pots, used within about a month; thaw in the fridge overnight or in the microwave, and never refreeze thawed food.',
    '- Reheat once only, until steaming hot all the way through; stir, cool and test before serving. Throw away leftovers your baby has eaten from.',
  );
  r.rule(
    'Cool cooked food quickly and put it in the fridge or freezer; food stored in the fridge should be eaten within 2 days, reheated only once, and previously frozen meals not refrozen.',
    'NHS',
  );
  r.rule(
    "Keep cooked food out of the fridge for no longer than 2 hours, and don't feed from the jar if you plan to save the rest.",
    'CDC',
  );
  return r.done('storing-food');
}

function answerSpicy(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const hot = VERY_HOT.test(text) && !/\b(?:mild|a little|a bit of|a pinch)\b/.test(text);
  const saltySauce =
    SALTY_ITEMS.some((s) => s.sauce && s.pattern.test(text)) ||
    /\b(?:takeaway|take out|takeout|jar)\b/.test(text);
  if (under(age, 6)) {
    r.add(
      `Not yet${forAge(age)}: solid food, spiced or not, starts from around 6 months. From then, mild spices and herbs are fine.`,
    );
  } else if (hot) {
    r.add(
      `Very hot chilli is best avoided${forAge(age)}: it can hurt a young child's mouth and tummy and put them off the meal. Mild spices and herbs are fine from around 6 months; take their portion out before adding the heat.`,
    );
  } else {
    r.add(
      `${/^(?:can|is|are|could|should|do|does)\b/.test(text) ? 'Yes, mild' : 'Mild'} spices and herbs are fine from around 6 months${forAge(age)}: cumin, coriander, turmeric, cinnamon, garlic, ginger and a gentle curry add flavour without salt. Keep very hot chilli out of their portion.`,
    );
  }
  r.add(
    saltySauce
      ? 'Make the curry or sauce yourself without added salt: jar and takeaway curry sauces, stock cubes and soy sauce are too salty for a baby.'
      : "Make it without added salt: no stock cubes, salty sauces or soy sauce in a baby's portion.",
    'Introduce new flavours one at a time, and if a spice seems to upset their tummy or skin, leave it out for a while.',
  );
  r.rule("Don't add salt to babies' food; herbs and spices are a good way to add flavour instead.", 'NHS');
  r.rule(
    'Babies can enjoy a wide range of flavours, including herbs and mild spices, from the start of solids.',
    'AAP',
  );
  return r.done('spicy-food');
}

function saltLimitLine(age: ReadAge | undefined): string {
  if (age && age.max < 12) return 'babies under 1 should have less than 1 g of salt a day';
  if (age && age.min >= 12 && age.max < 48)
    return 'children of 1 to 3 should have no more than 2 g of salt a day';
  if (age && age.min >= 48) return 'children of 4 to 6 should have no more than 3 g of salt a day';
  return 'babies under 1 should have less than 1 g of salt a day, children of 1 to 3 no more than 2 g, and 4 to 6 no more than 3 g';
}

function answerSalty(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const items = SALTY_ITEMS.filter((s) => s.pattern.test(text));
  const first = items[0];
  const baby = age === undefined || age.max < 12;
  const who = age ? age.phrase : 'a baby or toddler';
  const limit = saltLimitLine(age);
  if (first?.sauce) {
    r.add(
      `${first.name.charAt(0).toUpperCase()}${first.name.slice(1)} ${first.name.endsWith('s') ? 'are' : 'is'} too salty for ${who}: ${limit}, and a portion of a sauce made for adults can take up much of that. ${first.note}`,
      `Serve the food plain, or with a quick homemade sauce without salt${first.name === 'jar cheese sauce' ? ' (unsalted butter, flour, whole milk and a little grated cheese)' : ' (tomatoes, garlic, herbs and a little unsalted stock)'}.`,
    );
  } else {
    const name = first?.name ?? 'processed food';
    r.add(
      `${name.charAt(0).toUpperCase()}${name.slice(1)} ${/s$/.test(name) || name === 'processed food' ? 'are' : 'is'} salty${baby ? ' and best avoided for babies' : ', so keep them small and occasional'}: ${limit}. ${first?.note ?? ''}`.trim(),
    );
  }
  r.add(
    baby
      ? 'Under 1, cook without salt, stock cubes, gravy or soy sauce; use herbs, spices, garlic and lemon for flavour.'
      : 'For a toddler, reduced-salt-and-sugar baked beans and lower-salt sausages are fine occasionally; use very little stock, and look for lower-salt versions.',
    'On labels, more than 1.5 g of salt per 100 g is high.',
  );
  r.rule(
    'Babies under 12 months should have less than 1 g of salt a day; children of 1 to 3 no more than 2 g, and 4 to 6 no more than 3 g.',
    'NHS',
  );
  r.rule(
    'Children of 1 to 3 should have less than 1,200 mg of sodium a day (about 3 g of salt, a little more than the UK limit); choose foods lower in sodium for babies.',
    'DGA',
  );
  return r.done('salty-foods');
}

function answerSweets(text: string, age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  const found = SWEETS.filter(([p]) => p.test(text)).map(([, name]) => name);
  const jellyCubes = found.includes('raw jelly cubes');
  const madeJelly = /\b(?:made up|set jelly|made jelly|jelly pot|jelly and ice cream)\b/.test(text);
  const gumSwallowed = found.includes('chewing gum') && /\b(?:swallow\w*|ate|eaten)\b/.test(text);
  const named = found.filter((n) => n !== 'raw jelly cubes');
  if (jellyCubes) {
    r.add(
      `Raw jelly cubes are a choking hazard${forAge(age)}: do not let children eat them straight from the packet, as a cube can block the airway. Jelly made up as the packet says is soft and fine, though sugary.`,
    );
  } else if (gumSwallowed) {
    r.add(
      'A swallowed piece of chewing gum usually passes through in a day or two without harm. Chewing gum is not for under-5s, though: it is a choking hazard.',
      `See ${UK_DOCTOR} if they get tummy pain, vomiting or constipation afterwards.`,
    );
  } else if (named.length && /\b(?:ate|eaten|had|swallowed|got hold of|gave|given)\b/.test(text)) {
    r.add(
      `If your child ate them without choking and is breathing and talking normally, they are fine now: ${named.join(', ')} ${named.length > 1 || /s$/.test(named.join(', ')) ? 'are choking hazards' : 'is a choking hazard'} for under-5s, so keep them out of reach next time.`,
      `Call 999 (UK) or 911 (US) if they are coughing hard, wheezing or struggling to breathe, and see ${UK_DOCTOR} for a cough or noisy breathing that does not settle, as a piece may have gone down the wrong way.`,
    );
  } else if (named.length) {
    const list = named.join(', ');
    const plural = named.length > 1 || /s$/.test(list);
    const sugary = named.some((n) => n !== 'popcorn');
    if (atLeast(age, 60)) {
      r.add(
        `From 5, children can have ${list} now and then, sitting down and supervised: ${plural ? 'they are' : 'it is'} still a choking risk${sugary ? ', and sugary' : ''}.`,
      );
    } else {
      r.add(
        `Not for under-5s: ${list} ${plural ? 'are choking hazards' : 'is a choking hazard'} for young children${sugary ? ', and sugary too' : ''}.`,
      );
    }
  } else if (madeJelly) {
    r.add(
      'Jelly made up as the packet says is soft and not a choking risk, but it is sugary: keep it an occasional pudding, and never give raw jelly cubes.',
    );
  }
  r.add(
    'Hard and boiled sweets, lollipops, jellybeans and other chewy or gummy sweets, marshmallows, popcorn, chewing gum and raw jelly cubes are all choking hazards: keep them away from under-5s.',
    under(age, 24)
      ? 'Sweets also bring sugar: none is advised before 2.'
      : 'Sweets also bring sugar: keep them small and occasional, with a meal, to protect their teeth.',
  );
  r.rule(
    'Jelly cubes, marshmallows, popcorn, hard sweets and chewing gum are choking risks; make jelly up as the packet says.',
    'NHS',
    'FSA',
  );
  r.rule('Hard candy, gum, marshmallows and popcorn are choking hazards for children under 4.', 'AAP');
  return r.done('sweets-choking');
}

function honeyNotYet(age: ReadAge | undefined): BuiltInAnswer {
  const r = new Reply();
  r.add(`No honey${forAge(age)} before 12 months, not even a little: it can cause infant botulism.`);
  r.rule('Do not give honey to babies under 12 months.', 'NHS');
  return r.done('honey');
}

// ---------------------------------------------------------------------------------------------
// The question, understood
// ---------------------------------------------------------------------------------------------

interface Part {
  /** Lower is riskier: answered first. */
  risk: number;
  build: () => BuiltInAnswer;
}

/**
 * The answer to an everyday feeding concern, or undefined when the question is about none of them.
 * `text` is the question lower-cased with misspellings fixed; `age` the child's age when stated.
 */
export function answerEveryday(
  question: string,
  text: string,
  age: ReadAge | undefined,
): BuiltInAnswer | undefined {
  const t = (text || normalise(question)).replace(/\s+/g, ' ').trim();
  const parts: Part[] = [];
  const honey = HONEY.test(t);
  const honeyAccident = honey && ACCIDENT.test(t) && !/\b(?:can|could|should) (?:i|we) give\b/.test(t);
  const alcohol =
    ALCOHOL.test(t) && !/\b(?:alcohol free wipes|hand gel|sanitiser|sanitizer|wine gums?)\b/.test(t);

  if (alcohol) parts.push({ risk: 0, build: () => answerAlcohol(t, age) });
  if (honeyAccident) parts.push({ risk: 1, build: () => answerHoneyLick(t, age) });
  if (DOUGH.test(t) && RAW_DOUGH.test(t) && !/\b(?:play ?dough|play ?doh|playdoh|salt dough)\b/.test(t)) {
    parts.push({ risk: 1, build: () => answerDough(t, age) });
  }
  const sweets = SWEETS.some(([p]) => p.test(t)) && !/\bpeanut butter and jelly\b/.test(t);
  if (sweets) parts.push({ risk: 2, build: () => answerSweets(t, age) });
  const spitUp = SPIT_UP.test(t);
  if (spitUp) parts.push({ risk: 3, build: () => answerSpitUp(t, age) });
  const constipation = CONSTIPATION.test(t);
  if (constipation) parts.push({ risk: 4, build: () => answerConstipation(t, age) });
  if (!constipation && POO.test(t) && POO_CHANGE.test(t) && !/\b(?:nappy|diaper) rash\b/.test(t)) {
    const serious = /\b(?:blood\w*|white|chalky|pale|grey|gray|black|tarry)\b/.test(t);
    parts.push({ risk: serious ? 2 : 9, build: () => answerPoo(t, age) });
  }
  if (
    TEETHING.test(t) &&
    TEETHING_FOOD.test(t) &&
    !/\b(?:brush\w*|toothpaste|toothbrush|dentist|fluoride|decay|cavit\w*)\b/.test(t)
  ) {
    parts.push({ risk: FEVER.test(t) ? 3 : 6, build: () => answerTeething(t, age) });
  }
  const saltyItem = SALTY_ITEMS.some((s) => s.pattern.test(t));
  const spicy = SPICE_WORD.test(t);
  if (saltyItem && (SALTY_CONTEXT.test(t) || /\b(?:can|is|are|ok|okay|safe)\b/.test(t))) {
    const sauceOnly = SALTY_ITEMS.some((s) => s.sauce && s.pattern.test(t));
    // A curry question that mentions a sauce is answered as spicy food, which covers the salt.
    if (!spicy || sauceOnly) parts.push({ risk: 5, build: () => answerSalty(t, age) });
  }
  if (spicy && !/\b(?:breast ?feed\w*|while pregnant|pregnan\w*)\b/.test(t)) {
    parts.push({ risk: 7, build: () => answerSpicy(t, age) });
  }
  if (
    STORING.test(t) &&
    BABY_FOOD.test(t) &&
    !(TEETHING.test(t) && /\b(?:frozen|freez\w*|chilled|cold)\b/.test(t)) &&
    !/\b(?:frozen (?:peas|berries|fruit|veg\w*|sweetcorn|spinach|fish|chips))\b/.test(t)
  ) {
    parts.push({ risk: 8, build: () => answerStoring(t) });
  }
  const blwHow = /\bhow (?:do|should|can|to) (?:i |we )?(?:serve|cut|prepare|give|offer|cook)\b/.test(t);
  if (BLW.test(t) && !blwHow) parts.push({ risk: 10, build: () => answerBlw(t, age) });
  if (ORGANIC.test(t)) parts.push({ risk: honey ? 1 : 11, build: () => answerOrganic(t, age) });

  if (!parts.length) return undefined;
  parts.sort((a, b) => a.risk - b.risk);
  const answers = parts.slice(0, 2).map((p) => p.build());
  // Honey named beside another concern, for a baby: say no honey first.
  if (honey && !honeyAccident && !ORGANIC.test(t) && !atLeast(age, 12)) answers.unshift(honeyNotYet(age));
  if (answers.length === 1) return answers[0];
  return {
    answer: answers.map((a) => a.answer).join('\n\n'),
    topic: answers[0]?.topic ?? 'everyday',
    sources: [...new Set(answers.flatMap((a) => a.sources))],
  };
}
