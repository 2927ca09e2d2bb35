import { describe, expect, it } from 'vitest';
import {
  classifyEmergency,
  EMERGENCY_KINDS,
  emergencyReply,
  isEmergency,
  isGaggingQuestion,
  isMildReactionQuestion,
  type EmergencyKind,
} from './emergency';

/** Messages describing an emergency happening now, with the kind the answer should fit. */
const EMERGENCIES: readonly (readonly [string, EmergencyKind])[] = [
  // choking
  ['help my daughter is chocking on a sweet', 'choking'],
  ["there's a piece of hot dog stuck in his throat and he can't cough or cry", 'choking'],
  ['she swallowed a grape and is gagging silently', 'choking'],
  ['my baby is chokeing', 'choking'],
  ['My baby is choking!', 'choking'],
  ['my baby is choking what do i do', 'choking'],
  ['HELP baby choking', 'choking'],
  ['my 10mo is choaking on a piece of apple', 'choking'],
  ['toddler choking on grape help', 'choking'],
  ["he's choking and can't breathe", 'choking'],
  ['she is choking on popcorn right now', 'choking'],
  ["my son is chocking and going red, he can't make a sound", 'choking'],
  ['my 2yo has something stuck in her throat, she cant cry', 'choking'],
  ['my 8 month old is coughing silently and going red', 'choking'],
  ["he choked on a carrot stick and now he's not making any sound", 'choking'],
  ["my baby can't cough or cry, I think there's food stuck", 'choking'],
  ["she put a coin in her mouth and it's stuck in her throat", 'choking'],
  ['baby chokeing on milk not breathing', 'choking'],
  ['my little one is choking on a blueberry', 'choking'],
  ["i think my son is choking, he's grabbing his throat and cant speak", 'choking'],
  ['my 3 year old is choking on a sweet and her cough has gone silent', 'choking'],
  ["my 14mo choked on a grape and still can't breathe", 'choking'],
  ["she's got a grape stuck in her throat", 'choking'],
  ['quick my baby is choking on a crisp', 'choking'],
  ['my 6mo choking on puree pls help', 'choking'],
  ['Help! My son is choking on a grape and his lips are turning blue', 'choking'],
  ['he is chooking', 'choking'],
  ['what do i do my toddler is choking on a hot dog', 'choking'],

  // anaphylaxis
  ["her throat feels tight and she's drooling", 'anaphylaxis'],
  ['went floppy and pale and keeps vomiting after her first egg', 'anaphylaxis'],
  ['he has hives all over and is wheezing after trying egg', 'anaphylaxis'],
  ['my 2yo is gasping for air after eating cashews', 'anaphylaxis'],
  ["My son's lips are swelling after eating peanut butter", 'anaphylaxis'],
  ['her tongue is swollen after eating sesame', 'anaphylaxis'],
  ['his face is swelling up after eating prawns', 'anaphylaxis'],
  ["my baby's lips and eyes are puffy after trying peanut", 'anaphylaxis'],
  ['she says her throat is closing after eating nuts', 'anaphylaxis'],
  ['keeps vomiting after her first egg', 'anaphylaxis'],
  ['she is having an allergic reaction to egg', 'anaphylaxis'],
  ['i think he is going into anaphylactic shock', 'anaphylaxis'],
  ['swollen lips and hives after peanut butter what do i do', 'anaphylaxis'],
  ["he's covered in hives and can't breath after eating fish", 'anaphylaxis'],
  ['my 9mo is vomitting over and over after her first taste of peanut', 'anaphylaxis'],
  ['should i use her epipen she ate a cashew and her lips are swelling', 'anaphylaxis'],
  ["she's coughing and wheezing after her first taste of egg", 'anaphylaxis'],
  ['swelling of the tongue and throat after kiwi', 'anaphylaxis'],
  ['his lips are swelling up', 'anaphylaxis'],
  ['my toddler has a tight throat and a hoarse voice after eating tahini', 'anaphylaxis'],
  ["she's drooling and can't swallow after eating almond butter", 'anaphylaxis'],
  ['my daughters tounge is swolen after peanut', 'anaphylaxis'],
  ['he is having a bad reaction to the prawns, his face is all puffy', 'anaphylaxis'],

  // breathing
  ["my son's lips went blue after eating", 'breathing'],
  ['she cant breathe', 'breathing'],
  ['my baby is wheezing', 'breathing'],
  ['my 18mo is gasping and her lips are grey', 'breathing'],
  ["he isn't breathing properly", 'breathing'],
  ['my toddler is struggling to breathe', 'breathing'],
  ["baby's face is turning blue", 'breathing'],
  ["she can't breath", 'breathing'],
  ['her lips look blue and she is breathing really fast', 'breathing'],
  ['he is having trouble breathing', 'breathing'],
  ['blue around the mouth and struggling for breath', 'breathing'],
  ["my newborn's lips are turning purple", 'breathing'],
  ['my daughters lips went grey', 'breathing'],
  ['my 4 month old is weezing and the skin under her ribs is sucking in', 'breathing'],
  ['he can hardly breathe', 'breathing'],

  // unresponsive
  ['my baby is floppy and pale', 'unresponsive'],
  ['she is unresponsive', 'unresponsive'],
  ["he won't wake up", 'unresponsive'],
  ['my son is not responding to me', 'unresponsive'],
  ['baby not breathing', 'unresponsive'],
  ["my toddler collapsed and isn't responding", 'unresponsive'],
  ['she has gone all floppy and wont wake', 'unresponsive'],
  ['i cant wake him up', 'unresponsive'],
  ['she stopped breathing', 'unresponsive'],
  ['my baby is limp and very pale', 'unresponsive'],
  ["not sure if she's breathing, she's very floppy", 'unresponsive'],
  ['my 3yo is unconcious', 'unresponsive'],

  // seizure
  ['my baby is having a seizure', 'seizure'],
  ['he is fitting', 'seizure'],
  ["she's convulsing", 'seizure'],
  ['my toddler is having a fit and his eyes are rolling back', 'seizure'],
  ['my 2 year old is shaking all over and not responding', 'seizure'],
  ['she is having a siezure', 'seizure'],
  ['he has a high temperature and started fitting', 'seizure'],
  ['my baby is jerking uncontrollably and her eyes are rolling', 'seizure'],

  // other
  ['my son swallowed a button battery', 'other'],
  ['she swallowed one of the dishwasher tablets', 'other'],
  ['he drank some bleach', 'other'],
  ['my toddler ate some of my pills', 'other'],
  ['he has a purple rash that does not fade when I press a glass on it', 'other'],
  ['she swallowed a magnet', 'other'],
  ['she is drooling and cannot swallow her spit', 'other'],
  ['my 15 month old ate a tide pod', 'other'],
  ['he took a bunch of my tylenol', 'other'],
  ['my son swallowed a button battery is that normal', 'other'],

  // more ways of saying it: shouted, bare, run-on, mixed with the past or a hypothetical
  ['my baby choked on a grape and is not breathing', 'choking'],
  ['is my baby choking?', 'choking'],
  ['grape stuck in throat', 'choking'],
  ['my baby is making no sound and her face is going purple', 'choking'],
  ['choking!', 'choking'],
  ['CHOKING', 'choking'],
  ['My son choked on a grape last year. Now he is choking on a sweet!', 'choking'],
  ['I did a first aid course in case, but now my baby is choking', 'choking'],
  ['my baby is choking, how do I do back blows', 'choking'],
  ['my baby is choking on something she goes blue', 'choking'],
  ['her lips are blue', 'breathing'],
  ['she swallowed a grape and cant breathe', 'breathing'],
  ['she has been wheezing since yesterday and is struggling to breathe', 'breathing'],
  ['the kid is having an asthma attack', 'breathing'],
  ['my 5 month old is grunting and breathing fast and her ribs are pulling in', 'breathing'],
  ['allergic reaction after eggs, what do I do', 'anaphylaxis'],
  ['my son has anaphylaxis symptoms after peanuts', 'anaphylaxis'],
  ['last week she had hives after egg. today her lips are swelling after egg', 'anaphylaxis'],
  ['my toddler wont stop being sick after eating prawns for the first time', 'anaphylaxis'],
  ['he says his throat feels funny and tight after eating a cashew', 'anaphylaxis'],
  ['he fainted and is not waking up', 'unresponsive'],
  ['eyes rolled back and jerking', 'seizure'],
  ['she just had a seizure', 'seizure'],
];

/** Messages that look like emergencies but are questions, the past, hypotheticals or mild. */
const LOOK_ALIKES: readonly string[] = [
  // hazards and prevention
  'what are choking hazards for toddlers',
  'how do I prevent choking',
  'is popcorn a choking risk',
  'Which foods are choking hazards?',
  'How do I avoid choking risks with grapes?',
  'are whole blueberries a choking hazard for a 1 year old',
  'how do I cut grapes so my toddler does not choke',
  'at what age can toddlers have whole nuts without choking',
  'can grapes cause choking in toddlers',
  'how to do baby-led weaning without choking',
  'how long should I hold my baby upright after feeds so he does not choke',
  'the risk of babies choking on grapes',
  // the past
  'my son choked on a grape last year, how should I cut grapes?',
  'she had a reaction to egg when she was 6 months, when can we try again?',
  "my son choked on a grape once, now I'm nervous giving fruit",
  'she used to choke on her milk when she was a newborn',
  'my daughter had a seizure last year with a fever, can she eat normally?',
  'he had a febrile convulsion last month, does diet matter?',
  'my son choked on some water but coughed it up and is fine now',
  'she choked on a piece of toast this morning but is fine now, should I stop toast?',
  'she had hives after egg last week, when can we try again?',
  'she ate a whole grape yesterday and was fine, is that ok?',
  'my baby seems to be allergic to egg, she had hives after eating it last week',
  'when he was 8 months his lips swelled up after peanut, can he try it again now he is 3?',
  'she vomited once yesterday with a stomach bug, when can she eat normally?',
  // hypothetical
  'should I take a first aid course in case my baby chokes one day?',
  'what if my baby chokes?',
  'what should I do if she ever has an allergic reaction',
  'what do I do if my baby is choking',
  "I'm worried she'll choke on grapes",
  'my worst fear is my baby choking on a grape',
  'what first aid should I learn for choking',
  'what do I do when my toddler has a seizure',
  'what should I do if he ever stops breathing',
  'how do I know if my baby is having an allergic reaction',
  'how can I tell if he is choking or just gagging',
  'is it safe to give my 7 month old peanut butter? what if her lips swell',
  // topic questions
  'What is the difference between gagging and choking?',
  'what does an allergic reaction look like in babies?',
  'what are the signs of an allergic reaction',
  'signs of anaphylaxis in toddlers',
  'what is anaphylaxis',
  'when should I use an epipen',
  // gagging
  'my baby gags on lumpy food, is that normal?',
  'she gags a lot when starting solids',
  'is it normal for babies to gag when they start solids',
  'she gagged on a piece of banana and then swallowed it, is gagging normal?',
  'my baby gags when I give her lumps',
  // mild reactions
  "My baby's lips are a bit red after eating strawberries",
  'she is breathing fine, but has a red rash around her mouth after tomato',
  'can babies be allergic to strawberries? she has a few red spots on her chin',
  'he has a little rash around his mouth after eating tomatoes',
  'I think she is having a mild reaction to the orange, her cheeks are blotchy',
  // general feeding questions with look-alike words
  'Can my 9 month old have honey?',
  'can my baby eat blueberries',
  'her tongue is blue from the blueberries, is that normal?',
  'is blue cheese safe for toddlers',
  'what is blue baby syndrome, is homemade spinach puree safe?',
  'my toddler has bad breath, could it be his diet?',
  'my baby holds her breath and goes blue when she has a tantrum, is that normal?',
  'swollen gums from teething, what soft foods can she eat?',
  'his gums are swollen and red, which teething foods help?',
  'will this fit in the lunchbox',
  'healthy snacks to keep fit as a family',
  'my toddler throws a fit when I give him broccoli',
  'she has a fit every time I put her in the high chair',
  'food stuck to the pan, how do I stop it?',
  'my baby keeps choking on her milk every time I feed her',
  "my baby can't breathe through his nose with this cold, how do I feed him?",
  'my 18 month old cant talk yet, can diet help?',
  "my newborn won't wake up for feeds, should I wake her every 3 hours?",
  'she looks a bit pale, could she be low in iron?',
  'my pancakes are floppy, how do I make them firmer?',
  'which floppy hat is best for a summer picnic',
  'the asparagus went limp when I steamed it',
  'my sponge cake collapsed, what went wrong?',
  'the app is not responding when I save a recipe',
  "my toddler isn't responding to her name, should I worry about her eating?",
  'my baby is breathing fast while sleeping, is that normal for newborns?',
  'my daughter is out of breath after running around, should she drink water or milk?',
  'my baby is teething and drooling a lot, what foods help?',
  'he gets wheezy when he has a cold, is dairy the cause?',
  'my baby has blue bits in her nappy after blueberries',
  'she fell over and her lip is a bit swollen, can she still eat crunchy food?',
  'is he fitting in well at nursery lunch?',
  'my baby hates tummy time and goes red in the face',
  'is the sweet potato floppy enough for baby-led weaning',
  'we are having a blue themed party, any healthy blue foods?',
  'my son keeps vomiting after milk feeds, is it reflux?',
  'she has been sick three times today with a tummy bug, what should she eat?',
  'my baby coughs a lot when drinking water from an open cup',
  'can she have peanut butter if her brother has a nut allergy',
  'my baby swallowed a small piece of apple whole, will it be ok?',
  'what happens if a toddler swallows a button battery',
  'my 2 year old is stuck in a rut and only eats pasta',
  'he chokes on his own spit sometimes when he is laughing',
  // more look-alikes: over, habitual, a topic, another sense of the word
  'what if my baby is choking right now',
  'she choked but is fine now',
  'she choked and coughed it out',
  'he is breathing normally now after choking',
  'she was wheezing yesterday',
  'he threw up once after his first egg, is that an allergy?',
  'how would I know if my toddler was choking',
  'she cant breathe through her nose',
  'she had a seizure',
  'he has seizures, what diet is best?',
  'my toddler had a fit over the wrong colour cup',
  'my son is seizing up with fear around new food',
  'my newborn is so sleepy she wont wake for feeds',
  'what to do with an unresponsive baby',
  'how to help a baby who is choking',
  'my daughter gets wheezy after eating eggs, should we see an allergist?',
  'my son gets a swollen lip after eating kiwi, should I stop kiwi?',
  'my son is allergic to peanuts and has an epipen, what snacks can he have',
  'my daughter is anaphylactic to peanuts, which snacks are safe',
  'she cannot cough up the phlegm from her cold',
  'my baby is gasping for milk',
  'my baby stops breathing for a few seconds when asleep, is that normal?',
  'quick snack ideas my toddler choked on a grape last year',
  'emergency snacks for the car for a toddler who choked on a grape last week',
  'her lips are purple from the beetroot',
  'my baby has a blue bruise on her leg',
  'my toddler is having a fit about his blue cup',
  'she is unresponsive to new foods and just refuses them',
  'I did a first aid course last year',
];

describe('classifyEmergency: emergencies happening now', () => {
  it.each(EMERGENCIES)('%s -> %s', (message, kind) => {
    expect(classifyEmergency(message)).toEqual({ kind });
    expect(isEmergency(message)).toBe(true);
  });
});

describe('classifyEmergency: look-alikes are not emergencies', () => {
  it.each(LOOK_ALIKES)('%s', (message) => {
    expect(classifyEmergency(message)).toBeNull();
    expect(isEmergency(message)).toBe(false);
  });
});

describe('run-on messages', () => {
  // Parents in a panic write without punctuation: words around an emergency must not hide it.
  it.each([
    ' what do i do',
    ' is that normal',
    ' she is 2',
    ' i dont know what to do',
    ' should i call an ambulance',
    ' thanks',
  ])('every emergency still fires with "%s" after it, and with "oh god" before it', (tail) => {
    for (const [message, kind] of EMERGENCIES) {
      const runOn = `oh god ${message.replace(/[.!?]$/, '')}${tail}`;
      expect(classifyEmergency(`${message}${tail}`)?.kind, `${message}${tail}`).toBe(kind);
      expect(classifyEmergency(runOn)?.kind, runOn).toBe(kind);
    }
  });

  it('look-alikes stay calm with a greeting or thanks around them', () => {
    for (const message of LOOK_ALIKES) {
      expect(classifyEmergency(`hi ${message} thanks`), message).toBeNull();
    }
  });
});

describe('the phrase table', () => {
  it('has at least 120 phrases, 60 of each, and every kind', () => {
    expect(EMERGENCIES.length + LOOK_ALIKES.length).toBeGreaterThanOrEqual(120);
    expect(EMERGENCIES.length).toBeGreaterThanOrEqual(60);
    expect(LOOK_ALIKES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EMERGENCIES.map(([, kind]) => kind))).toEqual(new Set(EMERGENCY_KINDS));
    const all = [...EMERGENCIES.map(([m]) => m), ...LOOK_ALIKES];
    expect(new Set(all).size).toBe(all.length);
  });

  it('reads nothing in an empty or punctuation-only message', () => {
    expect(classifyEmergency('')).toBeNull();
    expect(classifyEmergency('?!... ,,')).toBeNull();
  });
});

describe('isGaggingQuestion', () => {
  it.each([
    'my baby gags on lumpy food, is that normal?',
    'she gags a lot when starting solids',
    'What is the difference between gagging and choking?',
    'how can I tell if he is choking or just gagging',
    'she gagged on a piece of banana and then swallowed it, is gagging normal?',
    'my 7mo keeps gaging on her porridge',
  ])('%s is about gagging', (message) => {
    expect(isGaggingQuestion(message)).toBe(true);
  });

  it.each([
    'she swallowed a grape and is gagging silently',
    'my baby is gagging and turning blue',
    'what are choking hazards for toddlers',
    'is blue cheese safe for toddlers',
  ])('%s is not', (message) => {
    expect(isGaggingQuestion(message)).toBe(false);
  });
});

describe('isMildReactionQuestion', () => {
  it.each([
    "My baby's lips are a bit red after eating strawberries",
    'she is breathing fine, but has a red rash around her mouth after tomato',
    'he has a little rash around his mouth after eating tomatoes',
    'a few hives appeared around her mouth after egg, what should I do?',
    'I think she is having a mild reaction to the orange, her cheeks are blotchy',
  ])('%s is a mild reaction', (message) => {
    expect(isMildReactionQuestion(message)).toBe(true);
  });

  it.each([
    "My son's lips are swelling after eating peanut butter",
    'he has hives all over and is wheezing after trying egg',
    'red rash around her mouth after egg and now she is floppy',
    'she has a rash after egg and keeps vomiting',
    'red cheeks from teething, what can she eat?',
    'red pepper recipes for a toddler',
    'what are choking hazards for toddlers',
  ])('%s is not', (message) => {
    expect(isMildReactionQuestion(message)).toBe(false);
  });
});

describe('emergencyReply', () => {
  it.each(EMERGENCY_KINDS)('%s: call first, short lines, sources, and the closing line', (kind) => {
    const reply = emergencyReply(kind);
    const lines = reply.split('\n');
    expect(lines[0]).toMatch(/^Call your local emergency number now/);
    expect(lines[0]).toMatch(/999.*911.*112/);
    expect(lines.at(-1)).toBe("I'm an assistant, not a doctor: please call now.");
    expect(reply).toMatch(/NHS/);
    expect(reply).toMatch(/Resuscitation Council UK/);
    expect(lines.filter((l) => l.startsWith('- ')).length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line.length).toBeLessThan(330);
  });

  it('choking: keep coughing, back blows, chest thrusts under 1, abdominal thrusts over 1, CPR', () => {
    const reply = emergencyReply('choking');
    expect(reply).toMatch(/coughing loudly, crying or talking: encourage them to keep coughing/);
    // A weak or silent cough is choking, not a cough to wait out (NHS).
    expect(reply).toMatch(/cough is weak or silent, or they cannot cough, cry or breathe, it is choking/);
    expect(reply).toMatch(/Under 1 year: up to 5 back blows/);
    expect(reply).toMatch(/face down along your thigh, supporting the head/);
    expect(reply).toMatch(/up to 5 chest thrusts[^\n]*two fingers in the middle of the chest/);
    expect(reply).toMatch(/Never give abdominal thrusts under 1 year/);
    expect(reply).toMatch(/Over 1 year: up to 5 back blows[^\n]*up to 5 abdominal thrusts/);
    expect(reply).toMatch(/Repeat/);
    expect(reply).toMatch(/unresponsive, start CPR/);
  });

  it('anaphylaxis: adrenaline auto-injector, lie them down, second dose after 5 minutes', () => {
    const reply = emergencyReply('anaphylaxis');
    expect(reply).toMatch(/adrenaline auto-injector \(EpiPen/);
    expect(reply).toMatch(/Lie them down with their legs raised/);
    expect(reply).toMatch(/sit up/);
    expect(reply).toMatch(/baby flat, not upright/);
    expect(reply).toMatch(/Do not stand them up/);
    expect(reply).toMatch(/after 5 minutes[^\n]*second dose/);
    expect(reply).toMatch(/Stay with them/);
  });

  it('seizure: clear the space, do not restrain, time it, nothing in the mouth, recovery position', () => {
    const reply = emergencyReply('seizure');
    expect(reply).toMatch(/Clear the space/);
    expect(reply).toMatch(/Do not hold them down or restrain them/);
    expect(reply).toMatch(/Time the seizure/);
    expect(reply).toMatch(/nothing in their mouth/i);
    expect(reply).toMatch(/recovery position/);
  });

  it('unresponsive and breathing: CPR if not breathing normally, recovery position', () => {
    expect(emergencyReply('unresponsive')).toMatch(/Not breathing normally: start CPR/);
    expect(emergencyReply('unresponsive')).toMatch(/recovery position/);
    expect(emergencyReply('breathing')).toMatch(/not breathing normally, start CPR/);
    expect(emergencyReply('breathing')).toMatch(/back blows/);
  });
});

describe('speed', () => {
  it('classifies a typical message in well under a millisecond', () => {
    const messages = [...EMERGENCIES.map(([m]) => m), ...LOOK_ALIKES];
    for (const m of messages) classifyEmergency(m);
    const rounds = 20;
    const started = performance.now();
    for (let i = 0; i < rounds; i += 1) for (const m of messages) classifyEmergency(m);
    const each = (performance.now() - started) / (rounds * messages.length);
    // The aim is well under 1 ms; the bound is ten times it, which no other process's turns on a busy
    // machine reach, and a classifier gone quadratic or backtracking passes by far.
    expect(each).toBeLessThan(10);
  });

  it('classifies 4,000-character messages in well under 200 ms each (aim: 20 ms)', () => {
    const filler =
      'My 10 month old loves sweet potato and broccoli, but last week she refused lumpy porridge, ' +
      'and I wonder if I should try blueberries, swollen gums, keep fit, food stuck to the pan; ';
    const long = (tail: string) =>
      `${filler.repeat(Math.ceil(4000 / filler.length))}`.slice(0, 4000 - tail.length) + tail;
    const cases: [string, EmergencyKind | null][] = [
      [long(''), null],
      [long(' help my baby is choking'), 'choking'],
      [long(' what are choking hazards.'), null],
      [long(' her lips are swelling after peanut.'), 'anaphylaxis'],
      ['a'.repeat(4000), null],
      ['choking '.repeat(500), null],
      ['is is is is is '.repeat(266), null],
      ['blue lips '.repeat(400), 'breathing'],
      ['my son choked on a grape last year. '.repeat(111), null],
      ['choking, '.repeat(444), null],
      ['my baby is choking. '.repeat(200), 'choking'],
      [
        'what if my baby is choking and her lips are blue and she cant breathe and is floppy '.repeat(47),
        null,
      ],
    ];
    for (const [text, kind] of cases) {
      expect(text.length).toBeLessThanOrEqual(4000);
      // The best of three: the classifier's own time, not another process's turn on a busy machine.
      let ms = Infinity;
      let result = classifyEmergency(text);
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const started = performance.now();
        result = classifyEmergency(text);
        ms = Math.min(ms, performance.now() - started);
      }
      expect(result?.kind ?? null).toBe(kind);
      // Ten times the aim: catastrophic backtracking on these takes seconds, a busy machine does not.
      expect(ms, text.slice(-40)).toBeLessThan(200);
    }
  });
});
