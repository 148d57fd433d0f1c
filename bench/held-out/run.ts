/**
 * bench:held-out — the held-out answers of the speech boundary, each set written by someone who
 * had not seen the boundary's code, through the same `runCorpus` as bench:answers: how many
 * arrived as meant, lost part of their intent, or would leak text no person would type. Each set
 * is reported apart from the example corpus and from the others:
 *   set 1 (answers.ts), set 2: other scenes, languages and personas; set 3: models other than
 *   Gemini, drafts, asides and look-alikes; set 4: a week's mix, mostly ordinary answers; set
 *   5: personas named in other scripts, Markdown and reasoning for a page, vendors' structured
 *   answers, cut answers; set 6: a week's mix, every family written anew, other models'
 *   shapes, two slips in one answer; set 7: task blocks used unusually, a long persona's
 *   habits, disguised reasoning; set 8: reasoning in more languages and as Markdown, echoes,
 *   group dynamics, refusals, Markdown a person types; set 9: a fortnight of six personas; set
 *   10: a week of seven personas in six languages, slips written anew and two in one answer;
 *   set 11: a week of group life, several named participants, lines written for others and
 *   repeats; set 12: models other than Gemini with their own habits, personas in eleven
 *   languages; set 13: a month of eight personas, every family written anew; set 14: long
 *   messages a person means (recipes, plans, notes, stories, code, tables) with slips inside;
 *   set 15: chats whose own content looks like machinery (logs, JSON, bots, capitals,
 *   hashtags, typographic quotes, injection attempts), and machinery a person asked for; set
 *   16: a mixed fortnight of six personas, every family written anew; set 17: when to speak
 *   and when to stay silent in groups, silence written every way and short real messages; set
 *   18: personas in scripts the project rarely sees (Thai, Hebrew, Persian, Georgian,
 *   Armenian, Korean, …), their own punctuation, names and slips written in those scripts; set
 *   19: a mixed fortnight of six more personas (Spanish, Polish, Hinglish, Ukrainian,
 *   Japanese, Dutch), every family written anew, roleplay on and off; set 20: a busy week of
 *   five personas (Pidgin, Italian, Norwegian, Arabic, Vietnamese) under a long prompt, slips
 *   written anew, some two in one answer; set 21: a fortnight of six personas (Ukrainian,
 *   Argentine, Turkish, Ghanaian in Leeds, Brazilian, Greek) on Gemini 2.5 Flash, 2.5 Pro and
 *   3, every family written anew, roleplay on and off; set 22: personas whose names are
 *   ordinary words or sentence openers (Hope, Will, May, Luz, Deniz, Mai, Bill, …), their
 *   names inside real messages rich in formatting (itineraries, bills, recipes, tables of
 *   times), told from labels, signatures and other wrappers; set 23: thinking models answering
 *   (thought summaries, reasoning spans, drafts, options, revised versions, checklists against
 *   the persona's rules) among their ordinary answers; set 24: chats about chatbots, prompts,
 *   diaries, notes, thinking and silence, the persona's own words the machinery's, slips of
 *   every family written anew; set 25: answers of many blocks and task kinds with slips
 *   between, inside and after blocks, young and old voices, silence in groups in new forms;
 *   set 26: a month of seven personas (Hungarian, Portuguese, Malayalam, Russian, a roleplay
 *   innkeeper, Japanese, Swedish) on Gemini 2.5 Flash and 3 Flash, every family written anew;
 *   set 27: every family written anew in new words, languages, brackets and positions, by
 *   Gemini and five other model families, two slips in one answer, among ordinary answers in
 *   direct chats and groups; set 28: a mixed fortnight of six personas (Pidgin, Swedish,
 *   Russian and Uzbek, Durban English, Traditional Chinese, French) on Gemini 2.5 Flash and 3,
 *   every family written anew, roleplay on and off; set 29: models other than Gemini behind
 *   the same prompt (Claude, GPT, DeepSeek, Qwen, Llama, Mistral, Gemma, Kimi, GLM, Phi, local
 *   models), their templates, tool formats and ordinary answers; set 30: group life (callouts,
 *   roleplay actions on and off, several people talking at once, reactions and stickers, when
 *   to speak and when to stay silent); set 31: a week of five invented personas (Samoan-New
 *   Zealand, Finnish, Bangla, Czech, Taglish) on Gemini 2.5 Flash, 2.5 Pro and 3, every family
 *   written anew; set 32: a busy month of six personas under a long history, sampled hot; set
 *   33: a fortnight of six invented personas (Austrian German, Lisbon Portuguese, Russian and
 *   Kazakh, Tamil and English, Danish, Romanian) on Gemini 3 Pro and 2.5 Flash-Lite, every
 *   family written anew, roleplay on and off; set 34: personas writing in languages of South
 *   and Southeast Asia, Africa and the Middle East, their scripts, punctuation and slips; set
 *   35: the persona's own messages that merely look like slips (long formatted messages,
 *   quotes, talk about AI, prompts and notes, itself in the third person, sign-offs, labels in
 *   lists, asides, capitals), with real slips among them; set 36: a fortnight of seven
 *   invented personas (Pidgin, Romanian, Hinglish, Icelandic, French, Hebrew, a roleplay
 *   smith) on Gemini 2.5 Flash and 3, every family written anew; set 37: a fortnight of seven
 *   invented personas (Norwegian, Cusco Spanish, Manglish, Lithuanian, Welsh choir, a roleplay
 *   lighthouse keeper, Slovak) on Gemini 2.5 Flash, 2.5 Pro and 3, every family anew; set 38:
 *   personas writing in scripts other than Latin, right-to-left text and its direction marks,
 *   names in those scripts and in Latin letters, slips written in those languages; set 39:
 *   group life (personas whose names are ordinary words, callouts, silence when not addressed,
 *   stickers, reactions and roleplay actions), every family written anew; set 40: personas
 *   writing in languages of South and Southeast Asia, Africa and the Middle East, named in
 *   their own script, their punctuation and direction marks, slips of every family written
 *   anew; set 41: thinking and chat models' habits in thirteen European languages other than
 *   English, among real messages that merely look like slips; set 42: personas writing in
 *   languages of the Caucasus, Central Asia, the Baltic, the Balkans and Finno-Ugric Europe,
 *   named in their own script, case endings on names, slips of every family written anew in
 *   those languages; set 43: everyday personas in six European languages, slips of rare shapes
 *   (two in one block, meta mid-message, notes to the operator, sticker and reaction choices
 *   explained, plans for later turns, self-corrections, chat-app formatting) among real
 *   messages that look like them; set 44: East Asian, Pacific and Indigenous-language personas
 *   named in their own script, full-width punctuation and honorifics, slips written in those
 *   languages; set 45: a week in one busy family group and one busy work group (overlapping
 *   names, callouts, forwards, albums, polls, stickers, reactions, roleplay actions, silence
 *   when not addressed), every family written anew; set 46: a fortnight of six invented
 *   personas in Western Europe's smaller languages (Catalan, Basque, Galician, Maltese,
 *   Bernese Swiss German, Irish) on Gemini 2.5 Flash and 3, every family written anew in those
 *   languages, roleplay on and off; set 48: models other than Gemini behind an OpenAI-
 *   compatible endpoint (small local models, Qwen 3, DeepSeek V3 and R1 distills, Llama 3.x,
 *   Gemma 3, Phi-4, Mistral Small, Command R, Hermes-style tool callers, GPT-4o-mini, Claude
 *   Haiku), their templates, special tokens, tool-call formats and habits, among ordinary
 *   answers in five languages; set 47: seven English-speaking personas of very different
 *   voices (a teenager, a retired sailor, a gamer, a PhD student, a churchgoing grandmother, a
 *   drag performer, a Glaswegian plumber) on Gemini 3 Pro and Flash with thinking on, sampled
 *   hot, every family written anew among ordinary messages that merely look unusual; set 50:
 *   the shortest answers (one word, an emoji, a number, a time, a link, a name alone, a
 *   reaction or sticker alone, tiny messages in a row, replies, typos) in ten languages, slips
 *   of every family written anew around them; set 49: sensitive moments (grief, a breakup, a
 *   row in a group, flirting, health, legal and money worries, a friend in a bad place) in
 *   English, Spanish, German and Russian, disclaimers, safety boilerplate, hotline lines, "as
 *   an AI" remarks, content notes and wrapped refusals among a caring person's own messages
 *   and advice; set 51: encoding and escaping accidents (backslash escapes, unicode escapes,
 *   JSON escaped twice, HTML entities, Markdown escapes, invisible and direction characters,
 *   byte-order marks, line endings, stray fences, unfilled template fields) among messages
 *   with paths, code, entities and braces typed on purpose, nine personas in eight languages;
 *   set 52: the chat model's helper voice beside the persona's message in everyday chats
 *   (framing lines, praise or explanation of its own message, apologies for its limits,
 *   disclaimers, closing offers, wishes and compliments to its user, in the first person and
 *   in seven languages) among real messages that speak as "I", advise, apologise, wish well,
 *   offer help or explain a choice, eight personas in direct chats and groups; set 53: echoes
 *   and quotations (transcript headers and their pieces, reply, forward, media, poll and
 *   reaction lines, the other person's message sent back, the persona's own message repeated,
 *   the same block twice) among messages that quote, relay, copy on request, answer with the
 *   same word or repeat a catchphrase, in nine languages; set 54: role confusion in long
 *   conversations (the model writing the partner's or another member's turn, both sides, the
 *   persona's own name as label or addressee) among real messages that quote dialogue, retell
 *   talks with speakers, play games of lines and write scripts asked for, direct chats and
 *   groups in eight languages; set 55: a fortnight of six invented personas (Indonesian,
 *   Swahili, Afrikaans, Estonian, Croatian, Yoruba-inflected Nigerian English) on Gemini 2.5
 *   Flash and 3, every family written anew in those languages, roleplay on and off; set
 *   56: an ordinary fortnight of six invented personas (English, Spanish, German, French,
 *   Russian, Japanese) on Gemini 2.5 Flash and 3, direct chats and groups, roleplay
 *   actions on and off, slips of every family written anew at the rate these models
 *   produce them; set 57: busy groups of many members (the model writing another member's
 *   reply, both sides, lines for several members, made-up headers, export, service and
 *   reaction lines) among messages that address, quote, relay, hand out lists by name or
 *   play a game of lines, personas' names colliding with members' names and ordinary
 *   words, in six languages; set 58: the chat model stepping out of the persona (its
 *   helper voice, apologies for its limits, what it does not know, disclaimers, safety
 *   lines, wishes and compliments to its user, comments on its own message) in
 *   Portuguese, Italian, Dutch, Polish, Korean, Hindi and Arabic, among real messages
 *   that advise, apologise, wish well, explain or talk about messages; set 60: models
 *   other than Gemini behind the OpenAI-compatible endpoint (Claude, DeepSeek R1 and V3,
 *   Qwen, Llama 3, GPT-4o to 5, Mistral, small local models), their reasoning tags, lead-
 *   ins, template tokens, role prefixes, Markdown habits, policy lines and format drift,
 *   among real messages of eight personas in seven languages; set 63: persona voices far
 *   from a helper's (a teenager's slang, a grumpy grandfather in capitals, a flirt in
 *   Spanglish, Hinglish, Singlish, Arabizi, Russian in Latin letters, a lower-case poet,
 *   a child-like character with kaomoji, voice-note style), slips of every family written
 *   in those voices, among real messages that break every rule of tidy writing, direct
 *   chats and groups; set 62: long messages (stories, recipes, step-by-step help, poems
 *   and songs, plans, code, tables, a person's Markdown) in eleven languages, slips
 *   buried in the middle or between two real messages; set 59: the model leaking what it
 *   was given (format and silence rules, the persona's card, memory notes, the chat's
 *   summary, plans, the turn's time and schedule lines) into messages, among real
 *   messages about rules, instructions, notes, schedules and prompts, in seven languages;
 *   set 61: answers mixing message blocks with reactions, stickers, waits, notes and
 *   plans, headings written in near-miss ways (brackets, levels, translated or misspelled
 *   names, two on a line, text on the line), stickers and reactions as the history shows
 *   them, prose between blocks, in eight personas' chats in eight languages; set 64: the
 *   model repeating what it was given besides the chat (card, format rules, note, people
 *   and plan lines, summary, lorebook, the turn's lines) into messages, among real
 *   messages telling the same facts or talking about prompts and rules, each with its
 *   instruction, in six languages; set 65: an outside reviewer's next mix (prose around
 *   blocks, reasoning as tags, label lines and asides, narrated silence in groups,
 *   heading near-misses, wrappers, echoes, repeats, cut and invisible answers, stickers
 *   as the history shows them) among ordinary answers of every block kind, nine personas
 *   in nine languages; set 66: ordinary days of six invented personas (Ghanaian English,
 *   Kansai Japanese, Russian and Latvian, gaúcho Portuguese, Lebanese Arabic with French
 *   and English, German) in direct chats and groups, mostly well-formed answers, a third
 *   with one slip placed where least expected; set 68: the model repeating what it was
 *   given besides the chat (card lines and sentences, format and style rules, the chat
 *   line, note, people, memory and plan lines, a summary's sentence, the lorebook pasted
 *   beside the answer, the turn's line or a piece of it, instruction headings) first,
 *   last, inside a line, in brackets or as a block, among real messages telling the same
 *   facts, quoting the lore, repeating a card's catchphrase or talking about prompts,
 *   eight personas, each with its instruction; set 67: long messages people really send
 *   (recipes, trip plans, step-by-step help, code and config with comments, stories,
 *   poems, lists, tables, rules with tips) in seven languages, slips between two real
 *   paragraphs or after the last, among paragraphs of the persona's own that merely look
 *   like them; set 69: an outside reviewer's fresh mix (ten personas in ten languages,
 *   ordinary answers of every block kind beside slips of every family in new forms, a few
 *   answers with two); set 71: group chats of three to eight people in ten languages (the
 *   persona addressed, mentioned or not addressed, blocks for several members, reactions
 *   and stickers, silence in every form beside messages that only look like it, members'
 *   turns written, the persona spoken of to the group, members' messages repeated back);
 *   set 72: what is lost (well-formed, meant messages whose content looks like something
 *   to hold back: chats about AI, bots, prompts, personas, roleplay and writing, quoted
 *   instructions, tone described, feedback, third-person narration, labelled dialogue,
 *   sign-offs, JSON, logs and steps, brackets and asterisks, translations), nine personas
 *   in nine languages, about a fifth with one slip; set 70: long messages by a new writer
 *   (advice, how-tos, packing lists, stories in parts, a letter, an essay, a commented
 *   script and config, tables of times) in seven languages and three scripts, slips
 *   between real paragraphs or after the last, among the persona's own paragraphs that
 *   merely look like them; set 73: an outside reviewer's fresh mix (nine personas in nine
 *   languages, half ordinary answers of every block kind, half slips of every family
 *   written anew, a few with two); set 74: direct chats with one friend, relative or
 *   client (the friend described for others, letters drafted for them, relays, stories
 *   and feedback on their text) in seven languages, half with the model reading the
 *   friend or the turn (analysis, plans, summaries, checklists, tone notes, operator
 *   notes, translations); set 75: busy group chats of eleven kinds in eleven languages
 *   (answers to one member, several or nobody, lists handed out by name, quotes, asides,
 *   emotes and one-word answers, beside silence narrated in many forms, members' turns
 *   and reactions written, the persona told of in the third person, members' messages
 *   repeated, the transcript's labels and headers, reasoning about who was addressed);
 *   set 76: an outside reviewer's next mix, mostly in English (eleven personas on Gemini
 *   2.5 Flash, 2.5 Pro and 3 Pro and on GPT-4o-class, gpt-oss, Llama, Qwen, Mistral and
 *   DeepSeek models behind the endpoint, half ordinary answers of every block kind, half
 *   each family's slips); set 77: direct chats with one friend or relative in ten
 *   languages (gossip, family news, advice about a colleague, stories, the friend
 *   described at his request, messages drafted for him, feedback on his text), half with
 *   the model describing the friend or the turn to no one (mood, need, role, aim, recap,
 *   tone, operator note, context) anywhere in the answer; set 78: group chats of four to
 *   eight members in ten languages (answers to one member by name, plans and lists split
 *   among members with the persona's own name among them, jokes, quotes, announcements,
 *   asides, beside the persona narrated by name or as "she", the group's mood described,
 *   whom to answer decided aloud, members' lines repeated as a transcript, members' turns
 *   written for them and stage directions, some two in one); set 79: what could be lost
 *   (a person's own note, context, summary, P.S., TL;DR and edit lines, ticked lists,
 *   translations and summaries asked for, talk about AI, prompts and drafts, people in
 *   the third person, bold headings and code, sign-offs, letters, bracketed messages,
 *   names with a colon), eight personas in eight languages, a third with slips closest to
 *   them; set 82: group chats of five to seven members in nine languages (answers to one
 *   member by name, plans and lists split among members with the persona's own name among
 *   them, jokes, quotes, announcements, asides, a sign-off, beside the persona narrated
 *   by name or as "she", the group's mood, whom to answer decided aloud, members' lines
 *   as a transcript, members' turns written for them and stage directions, some two in
 *   one); set 80: an outside reviewer's next mix, mostly in English (eleven personas on
 *   Gemini 2.5 Flash, 2.5 Pro and 3 Pro and on GPT-4o-class, gpt-oss, Llama, Qwen,
 *   Mistral and DeepSeek models behind the endpoint, half ordinary answers of every block
 *   kind, half each family's slips in new forms, a few with two); set 81: direct chats
 *   with one friend or relative in eleven languages (gossip, family news, advice about a
 *   colleague, stories, the friend described at her request, texts drafted for her,
 *   feedback on her text), half with the model describing the friend or the turn to no
 *   one (mood, need, role, aim, recap, tone, operator note, context), first, between
 *   paragraphs or last, a few with two; set 83: what could be lost again (own note,
 *   context, summary, P.S., TL;DR and edit lines, ticked packing lists, a summary and a
 *   translation asked for, talk about chatbots, prompts and drafts, friends and others in
 *   the third person, the persona naming herself in groups or saying what she is doing,
 *   headings and code, letters signed for others, bracketed messages, names with a
 *   colon), eleven personas in eleven languages, a third with the slips closest to them,
 *   a few two in one; set 84: what an outside reviewer would bring next time (seven
 *   personas, two thirds English, the rest Spanish, German and Brazilian Portuguese, on
 *   Gemini and models behind the endpoint, ordinary answers of every block kind beside
 *   each family's slips in new forms, a few with two); set 85: direct chats with one
 *   friend in eleven languages (a relative's news, stories, gossip, someone described, a
 *   toast and a bio asked for, a note passed on, a summary of a meeting or a book, people
 *   in the third person with no "I" or "you"), half with the model describing the friend,
 *   someone else, the situation, its plan or its tone to no one, first, between or last,
 *   bare, labelled or in brackets; set 86: group chats of three to nine members in nine
 *   languages (answers to a member by name, plans handed out line by line with the
 *   persona's own name among them, a recap asked for, stories about a member, a toast,
 *   jokes describing the group, announcements), half with one slip of groups (the mood or
 *   the room described, the persona or a member narrated, whom to answer decided aloud, a
 *   context line, members' lines repeated or made up, a note to whoever runs the
 *   account), a few with two; set 87: what could be lost (meant messages with no "I" and
 *   no "you": weather and news reports, character sketches, recipes, photos described, a
 *   death notice, match reports, minutes and summaries asked for, stage-like lines and
 *   brackets a person types, notes and lists asked for, the persona naming herself), ten
 *   personas in ten languages, direct chats and groups, about a quarter with one slip in
 *   the same shapes; set 90: languages mixed (eight personas speaking Turkish, Spanish,
 *   Russian, Hinglish and Hindi, Japanese, French, Arabic and Polish in chats where
 *   English appears: code-switching, English quotes, lyrics and titles, lines to one
 *   member in English, translations asked for, loanwords and jargon), about a third with
 *   the model's reasoning, plan, note or recap in one language beside messages in
 *   another; set 88: direct chats in eleven languages, half meant messages about people
 *   in the third person (a relative's news, gossip, stories, descriptions, advice about a
 *   colleague, notes to forward, feedback on the friend's text), half with a slip reading
 *   the friend or the turn to no one, a few with two; set 89: group chats of three to
 *   eight members in nine languages (answers to a member by name, tasks handed out line
 *   by line with the persona as "I", a recap and meeting notes asked for, stories and
 *   jokes about members, announcements, asides in brackets, the persona naming herself),
 *   half with one slip of groups (the room or a member described to no one, the persona
 *   or members narrated, whom to answer decided aloud, a context line, members' lines
 *   made up, a note to whoever runs the account), first, between, last or as a block of
 *   its own, a few with two; set 91: what an outside reviewer would bring next time
 *   (eight personas, two thirds English, the rest French, German and Mexican Spanish, on
 *   Gemini and models behind the endpoint, ordinary answers of every block kind beside
 *   each family's slips in new forms, a few with two); set 92: what an outside reviewer
 *   would bring next time (eight personas, two thirds English, the rest Italian, Portuguese,
 *   Polish and Russian, on Gemini 2.5 and 3 and models behind the endpoint, ordinary answers
 *   of every block kind and look-alikes beside each family's slips in new forms); set 93: direct chats where the model
 *   reads the other person (seven personas in Russian, Polish, Brazilian Portuguese, Spanish,
 *   Turkish, Dutch and English on Gemini 2.5 Flash and 3, half meant messages about people in
 *   the third person, moods, "the main thing is…" advice and plans summed up, half with the
 *   partner's feelings, the turn's aim, the order of answering or a recap of the partner set
 *   as a line of its own, labelled, bracketed or glued to a message, a few with two); set 94: groups in several languages at
 *   once (six invented group chats, personas answering members in their own languages,
 *   translations, relays, roll calls and names beside plans of languages, readings of the room,
 *   narration and lines made up for members); set 95: what could be lost, meant
 *   messages that look like machinery (eight personas in six languages, direct chats and
 *   groups, jokes in the third person, titles, name-colon lists, notes, asides, relayed words,
 *   updates, plans, one-word messages, actions with actions on, "thinking" in its everyday
 *   sense, beside twins where the same shapes are the model's note, label or summary); set
 *   96: direct chats where the model reads the other person (seven personas in German, French,
 *   Italian, Ukrainian, Japanese, Czech and Nigerian English, the partner's feelings, goals,
 *   recaps and register notes slipped in, beside messages about third people, moods under
 *   labels, advice and plans); set 97:
 *   what an outside reviewer would bring next time, mostly groups (eight invented personas in
 *   English, Spanish, German, Polish, Turkish and Japanese on Gemini 2.5 Flash, 3 Flash, 3 Pro,
 *   Llama, Qwen and Mistral, ordinary answers and look-alikes beside one slip each); set 98:
 *   direct chats where the model reads the other person, in yet more languages (seven invented
 *   personas in Hungarian, Romanian, Greek, Swedish, Korean, European Portuguese and Scottish
 *   English on Gemini 2.5 Flash, 2.5 Pro and 3, the reading or plan left in beside twins); set 99:
 *   what an outside reviewer would bring next time (eight invented personas, two thirds English,
 *   the rest Dutch, Turkish, Spanish and Ukrainian, on Gemini 2.5 and 3 and models behind the
 *   endpoint, ordinary answers of every block kind and look-alikes beside one slip each); set
 *   100: what an outside reviewer would bring next time, in groups and direct chats (eight
 *   invented personas, two thirds English, the rest Italian, Polish, Japanese and German, on
 *   Gemini 2.5 and 3 and endpoint models, ordinary answers and look-alikes beside one slip each); set
 *   101: the model's working voice in the chat's own language, in languages rarely tested
 *   (seven invented personas in Finnish, Czech, Indonesian, Dutch, Italian, Japanese and
 *   Hebrew on Gemini 2.5 Flash, 2.5 Pro and 3, readings, aims, recaps, register notes and
 *   narration beside twins about third people, moods, plans, advice and summaries); set 102:
 *   the model reading people and planning its turn beside ordinary talk about people (seven
 *   invented personas in Irish English, Mexican Spanish, German, French, Korean, Turkish and
 *   Vietnamese on Gemini 2.5 Flash, 2.5 Pro and 3, readings, answering order, aims, tone notes
 *   and recaps beside news of others' feelings, relayed wishes, plans, advice and recaps); set 103:
 *   what an outside reviewer would bring next time (eight invented personas, two thirds
 *   English, the rest Brazilian Portuguese, Russian, Hinglish and Swedish, on Gemini 2.5 and 3
 *   and endpoint models, ordinary answers and look-alikes beside one slip each); set 104: a
 *   fortnight of an outside reviewer's fresh answers, mostly English (eight invented personas
 *   from London, Texas, Lagos, Sydney, Toronto, Dublin, Mumbai and Cape Town on Gemini 2.5 and
 *   3, ordinary answers and look-alikes beside one slip each); set 105: the
 *   model's working voice in languages it speaks every day (seven invented personas in Spain's
 *   Spanish, Brazilian Portuguese, German, French, Italian, Polish and Japanese on Gemini 2.5
 *   and 3, readings, labels, aims, answering order, recaps, register notes and stage directions
 *   beside twins about third people, relayed wishes, moods, plans, advice and summaries); set
 *   106: an outside reviewer's next mix across the whole contract (seven invented personas from
 *   Seoul, Glasgow, Nairobi, Lisbon, Kyiv, Montreal and São Paulo, mostly English, on Gemini 2.5
 *   and 3, ordinary answers of every block kind and look-alikes beside one slip of each
 *   family); set 107: the model's working voice in languages less often tested (seven invented personas in
 *   Turkish, Vietnamese, Russian, Romanian, Swedish, Hindi and Indonesian on Gemini 2.5 and 3,
 *   readings, labels, aims, answering order, recaps, register notes, appraisals and stage
 *   directions beside twins about third people, relayed words, moods, plans, advice, note-like
 *   lines and summaries); set 108: busy group chats, an outside reviewer's fresh answers (seven
 *   invented personas from Manila, Berlin, Accra, Melbourne, Bogotá, Osaka and Warsaw, mostly
 *   English, on Gemini 2.5 and 3, ordinary group answers and look-alikes beside one slip
 *   each); set 109: the model's working voice in Korean, Greek, Arabic, Ukrainian, Czech, Dutch
 *   and Hungarian (seven invented personas on Gemini 2.5 and 3 in direct chats and small
 *   groups, readings, labels, aims, answering order, recaps, register notes, appraisals,
 *   offers to redo and stage directions beside twins about third people, relayed words, moods,
 *   plans, advice, note-like lines, asides and summaries); set 110: an outside reviewer's next
 *   fortnight across the whole contract (seven invented personas on Gemini 2.5 and 3 in direct
 *   chats and groups, ordinary answers of every block kind and look-alikes beside one slip of each
 *   family); set 111: the model's working voice in Mexican Spanish, Italian, German, Polish,
 *   Turkish, Japanese and Brazilian Portuguese, written anew (seven invented personas on Gemini
 *   2.5 and 3 in direct chats and small groups, readings, labels, aims, answering order, recaps,
 *   register notes, appraisals, offers to redo and stage directions beside twins about third
 *   people, relayed words, moods, plans, advice, asides, note-like lines and summaries); set 112:
 *   an outside reviewer's next month across the whole contract (seven invented personas from
 *   Thessaloniki, Casablanca, Budapest, Lviv, Montreal, Cape Town and Seoul, mostly in their own
 *   languages, on Gemini 2.5 and 3, ordinary answers of every block kind and look-alikes beside
 *   one slip of each family); set 113: personas who mix languages (Taglish, Hinglish, Spanglish,
 *   Franglais, Denglisch, Arabizi, Singlish on Gemini 2.5 and 3), messages mixing two languages
 *   beside slips whose working voice is in the other language; set 114: group chats where members
 *   talk about each other (seven invented personas from Lagos, Hamburg, Santiago, Taipei, Dublin,
 *   Nairobi and Kraków, mostly English, on Gemini 2.5 and 3, members' feelings, relayed words,
 *   guesses put as questions, summaries and plans beside readings, answering order, aims, tone
 *   notes, intentions, narrated silence and echoes); set 115: an outside reviewer's next week
 *   across the whole contract (seven invented personas from Porto, Helsinki, Dakar, Kyoto, Tehran,
 *   Glasgow and Buenos Aires, mostly English, on Gemini 2.5 and 3, ordinary answers of every block
 *   kind and look-alikes beside one slip of each family); set 116: slips glued to the message on
 *   the same line and messages that glue two sentences of their own (seven invented personas from
 *   Lisbon, Istanbul, Warsaw, Jakarta, Lagos, Montréal and Osaka in their own languages on Gemini
 *   2.5 and 3, readings, aims, answering order, tone notes, appraisals and offers to redo glued
 *   before or after a full stop, dash, colon, emoji or bracket, beside twins that must arrive
 *   whole).
 *
 *   npm run bench:held-out            # a table with each failure, then the figures as JSON
 *   npm run bench:held-out -- --json  # the JSON only (counts and failures)
 */
import type { NewTask } from '../../src/tasks/types.js';
import {
  type CorpusEntry,
  type Expected,
  failureLines,
  judge,
  runCorpus,
} from '../../tests/tasks/corpus/evaluate.js';
import { HELD_OUT } from './answers.js';
import { HELD_OUT_2 } from './answers-2.js';
import { HELD_OUT_3 } from './answers-3.js';
import { HELD_OUT_4 } from './answers-4.js';
import { HELD_OUT_5 } from './answers-5.js';
import { HELD_OUT_6 } from './answers-6.js';
import { HELD_OUT_7 } from './answers-7.js';
import { HELD_OUT_8 } from './answers-8.js';
import { HELD_OUT_9 } from './answers-9.js';
import { HELD_OUT_10 } from './answers-10.js';
import { HELD_OUT_11 } from './answers-11.js';
import { HELD_OUT_12 } from './answers-12.js';
import { HELD_OUT_13 } from './answers-13.js';
import { HELD_OUT_14 } from './answers-14.js';
import { HELD_OUT_15 } from './answers-15.js';
import { HELD_OUT_16 } from './answers-16.js';
import { HELD_OUT_17 } from './answers-17.js';
import { HELD_OUT_18 } from './answers-18.js';
import { HELD_OUT_19 } from './answers-19.js';
import { HELD_OUT_20 } from './answers-20.js';
import { HELD_OUT_21 } from './answers-21.js';
import { HELD_OUT_22 } from './answers-22.js';
import { HELD_OUT_23 } from './answers-23.js';
import { HELD_OUT_24 } from './answers-24.js';
import { HELD_OUT_25 } from './answers-25.js';
import { HELD_OUT_26 } from './answers-26.js';
import { HELD_OUT_27 } from './answers-27.js';
import { HELD_OUT_28 } from './answers-28.js';
import { HELD_OUT_29 } from './answers-29.js';
import { HELD_OUT_30 } from './answers-30.js';
import { HELD_OUT_31 } from './answers-31.js';
import { HELD_OUT_32 } from './answers-32.js';
import { HELD_OUT_33 } from './answers-33.js';
import { HELD_OUT_34 } from './answers-34.js';
import { HELD_OUT_35 } from './answers-35.js';
import { HELD_OUT_36 } from './answers-36.js';
import { HELD_OUT_37 } from './answers-37.js';
import { HELD_OUT_38 } from './answers-38.js';
import { HELD_OUT_39 } from './answers-39.js';
import { HELD_OUT_40 } from './answers-40.js';
import { HELD_OUT_41 } from './answers-41.js';
import { HELD_OUT_42 } from './answers-42.js';
import { HELD_OUT_43 } from './answers-43.js';
import { HELD_OUT_44 } from './answers-44.js';
import { HELD_OUT_45 } from './answers-45.js';
import { HELD_OUT_46 } from './answers-46.js';
import { HELD_OUT_47 } from './answers-47.js';
import { HELD_OUT_48 } from './answers-48.js';
import { HELD_OUT_49 } from './answers-49.js';
import { HELD_OUT_50 } from './answers-50.js';
import { HELD_OUT_51 } from './answers-51.js';
import { HELD_OUT_52 } from './answers-52.js';
import { HELD_OUT_53 } from './answers-53.js';
import { HELD_OUT_54 } from './answers-54.js';
import { HELD_OUT_55 } from './answers-55.js';
import { HELD_OUT_56 } from './answers-56.js';
import { HELD_OUT_57 } from './answers-57.js';
import { HELD_OUT_58 } from './answers-58.js';
import { HELD_OUT_59 } from './answers-59.js';
import { HELD_OUT_60 } from './answers-60.js';
import { HELD_OUT_61 } from './answers-61.js';
import { HELD_OUT_62 } from './answers-62.js';
import { HELD_OUT_63 } from './answers-63.js';
import { HELD_OUT_64 } from './answers-64.js';
import { HELD_OUT_65 } from './answers-65.js';
import { HELD_OUT_66 } from './answers-66.js';
import { HELD_OUT_67 } from './answers-67.js';
import { HELD_OUT_68 } from './answers-68.js';
import { HELD_OUT_69 } from './answers-69.js';
import { HELD_OUT_70 } from './answers-70.js';
import { HELD_OUT_71 } from './answers-71.js';
import { HELD_OUT_72 } from './answers-72.js';
import { HELD_OUT_73 } from './answers-73.js';
import { HELD_OUT_74 } from './answers-74.js';
import { HELD_OUT_75 } from './answers-75.js';
import { HELD_OUT_76 } from './answers-76.js';
import { HELD_OUT_77 } from './answers-77.js';
import { HELD_OUT_78 } from './answers-78.js';
import { HELD_OUT_79 } from './answers-79.js';
import { HELD_OUT_80 } from './answers-80.js';
import { HELD_OUT_81 } from './answers-81.js';
import { HELD_OUT_82 } from './answers-82.js';
import { HELD_OUT_83 } from './answers-83.js';
import { HELD_OUT_84 } from './answers-84.js';
import { HELD_OUT_85 } from './answers-85.js';
import { HELD_OUT_86 } from './answers-86.js';
import { HELD_OUT_87 } from './answers-87.js';
import { HELD_OUT_88 } from './answers-88.js';
import { HELD_OUT_89 } from './answers-89.js';
import { HELD_OUT_90 } from './answers-90.js';
import { HELD_OUT_91 } from './answers-91.js';
import { HELD_OUT_92 } from './answers-92.js';
import { HELD_OUT_93 } from './answers-93.js';
import { HELD_OUT_94 } from './answers-94.js';
import { HELD_OUT_95 } from './answers-95.js';
import { HELD_OUT_96 } from './answers-96.js';
import { HELD_OUT_97 } from './answers-97.js';
import { HELD_OUT_98 } from './answers-98.js';
import { HELD_OUT_99 } from './answers-99.js';
import { HELD_OUT_100 } from './answers-100.js';
import { HELD_OUT_101 } from './answers-101.js';
import { HELD_OUT_102 } from './answers-102.js';
import { HELD_OUT_103 } from './answers-103.js';
import { HELD_OUT_104 } from './answers-104.js';
import { HELD_OUT_105 } from './answers-105.js';
import { HELD_OUT_106 } from './answers-106.js';
import { HELD_OUT_107 } from './answers-107.js';
import { HELD_OUT_108 } from './answers-108.js';
import { HELD_OUT_109 } from './answers-109.js';
import { HELD_OUT_110 } from './answers-110.js';
import { HELD_OUT_111 } from './answers-111.js';
import { HELD_OUT_112 } from './answers-112.js';
import { HELD_OUT_113 } from './answers-113.js';
import { HELD_OUT_114 } from './answers-114.js';
import { HELD_OUT_115 } from './answers-115.js';
import { HELD_OUT_116 } from './answers-116.js';

/**
 * `lost` counts every answer whose plan differs from what was meant, including one that sends
 * text no person would type without a marker `leaksIn` knows. So the plan is also compared item
 * by item, as multisets: `unmeant` answers send or do something not meant (a changed text or a
 * repeat counts), `missing` ones miss something meant. A memory write or an admin act is
 * compared by its kind alone, as `judge` compares it.
 */
function key(item: Expected | NewTask): string {
  // The corpus states neither a memory body nor a shutdown's reason.
  if (!['send', 'sticker', 'react', 'wait'].includes(item.type)) return JSON.stringify([['type', item.type]]);
  const fields: Record<string, unknown> = 'params' in item ? { ...item.params } : { ...item };
  delete fields.requestedBy;
  fields.type = item.type;
  return JSON.stringify(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** The items of `from` left over once each item of `take` has been matched at most once. */
function without(from: readonly string[], take: readonly string[]): string[] {
  const left = [...from];
  for (const item of take) {
    const at = left.indexOf(item);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** One set's figures, and the lines people read. */
function measure(entries: readonly CorpusEntry[], label: string) {
  let unmeant = 0;
  let missing = 0;
  for (const entry of entries) {
    const planned = judge(entry).tasks.map(key);
    const meant = entry.expect.map(key);
    if (without(planned, meant).length > 0) unmeant++;
    if (without(meant, planned).length > 0) missing++;
  }
  const result = runCorpus(entries);
  const figures = {
    answers: result.total,
    ok: result.ok,
    lost: result.lost,
    leaked: result.leaked,
    unmeant,
    missing,
  };
  const lines = [
    `${label} ${result.total}  ok ${result.ok}  lost ${result.lost}  leaked ${result.leaked}`,
    `  of which: sent or did something not meant ${unmeant}, missed something meant ${missing}`,
    ...failureLines(result.failures),
  ];
  return { figures: { ...figures, failures: result.failures }, lines };
}

/** The sets after the first, by their key in `--json`. */
const SETS: readonly (readonly [string, readonly CorpusEntry[]])[] = [
  ['set2', HELD_OUT_2],
  ['set3', HELD_OUT_3],
  ['set4', HELD_OUT_4],
  ['set5', HELD_OUT_5],
  ['set6', HELD_OUT_6],
  ['set7', HELD_OUT_7],
  ['set8', HELD_OUT_8],
  ['set9', HELD_OUT_9],
  ['set10', HELD_OUT_10],
  ['set11', HELD_OUT_11],
  ['set12', HELD_OUT_12],
  ['set13', HELD_OUT_13],
  ['set14', HELD_OUT_14],
  ['set15', HELD_OUT_15],
  ['set16', HELD_OUT_16],
  ['set17', HELD_OUT_17],
  ['set18', HELD_OUT_18],
  ['set19', HELD_OUT_19],
  ['set20', HELD_OUT_20],
  ['set21', HELD_OUT_21],
  ['set22', HELD_OUT_22],
  ['set23', HELD_OUT_23],
  ['set24', HELD_OUT_24],
  ['set25', HELD_OUT_25],
  ['set26', HELD_OUT_26],
  ['set27', HELD_OUT_27],
  ['set28', HELD_OUT_28],
  ['set29', HELD_OUT_29],
  ['set30', HELD_OUT_30],
  ['set31', HELD_OUT_31],
  ['set32', HELD_OUT_32],
  ['set33', HELD_OUT_33],
  ['set34', HELD_OUT_34],
  ['set35', HELD_OUT_35],
  ['set36', HELD_OUT_36],
  ['set37', HELD_OUT_37],
  ['set38', HELD_OUT_38],
  ['set39', HELD_OUT_39],
  ['set40', HELD_OUT_40],
  ['set41', HELD_OUT_41],
  ['set42', HELD_OUT_42],
  ['set43', HELD_OUT_43],
  ['set44', HELD_OUT_44],
  ['set45', HELD_OUT_45],
  ['set46', HELD_OUT_46],
  ['set47', HELD_OUT_47],
  ['set48', HELD_OUT_48],
  ['set49', HELD_OUT_49],
  ['set50', HELD_OUT_50],
  ['set51', HELD_OUT_51],
  ['set52', HELD_OUT_52],
  ['set53', HELD_OUT_53],
  ['set54', HELD_OUT_54],
  ['set55', HELD_OUT_55],
  ['set56', HELD_OUT_56],
  ['set57', HELD_OUT_57],
  ['set58', HELD_OUT_58],
  ['set60', HELD_OUT_60],
  ['set63', HELD_OUT_63],
  ['set62', HELD_OUT_62],
  ['set59', HELD_OUT_59],
  ['set61', HELD_OUT_61],
  ['set64', HELD_OUT_64],
  ['set65', HELD_OUT_65],
  ['set66', HELD_OUT_66],
  ['set68', HELD_OUT_68],
  ['set67', HELD_OUT_67],
  ['set69', HELD_OUT_69],
  ['set71', HELD_OUT_71],
  ['set72', HELD_OUT_72],
  ['set70', HELD_OUT_70],
  ['set73', HELD_OUT_73],
  ['set74', HELD_OUT_74],
  ['set75', HELD_OUT_75],
  ['set76', HELD_OUT_76],
  ['set77', HELD_OUT_77],
  ['set78', HELD_OUT_78],
  ['set79', HELD_OUT_79],
  ['set82', HELD_OUT_82],
  ['set80', HELD_OUT_80],
  ['set81', HELD_OUT_81],
  ['set83', HELD_OUT_83],
  ['set84', HELD_OUT_84],
  ['set85', HELD_OUT_85],
  ['set86', HELD_OUT_86],
  ['set87', HELD_OUT_87],
  ['set90', HELD_OUT_90],
  ['set88', HELD_OUT_88],
  ['set89', HELD_OUT_89],
  ['set91', HELD_OUT_91],
  ['set92', HELD_OUT_92],
  ['set93', HELD_OUT_93],
  ['set94', HELD_OUT_94],
  ['set95', HELD_OUT_95],
  ['set96', HELD_OUT_96],
  ['set97', HELD_OUT_97],
  ['set98', HELD_OUT_98],
  ['set99', HELD_OUT_99],
  ['set100', HELD_OUT_100],
  ['set101', HELD_OUT_101],
  ['set102', HELD_OUT_102],
  ['set103', HELD_OUT_103],
  ['set104', HELD_OUT_104],
  ['set105', HELD_OUT_105],
  ['set106', HELD_OUT_106],
  ['set107', HELD_OUT_107],
  ['set108', HELD_OUT_108],
  ['set109', HELD_OUT_109],
  ['set110', HELD_OUT_110],
  ['set111', HELD_OUT_111],
  ['set112', HELD_OUT_112],
  ['set113', HELD_OUT_113],
  ['set114', HELD_OUT_114],
  ['set115', HELD_OUT_115],
  ['set116', HELD_OUT_116],
];

const first = measure(HELD_OUT, 'held-out');
const rest = SETS.map(([key, entries]) => ({ key, ...measure(entries, `set ${key.slice(3)}`) }));
if (!process.argv.includes('--json')) {
  for (const set of [first, ...rest]) {
    for (const line of set.lines) console.log(line);
    console.log('');
  }
}
console.log(
  JSON.stringify(
    { ...first.figures, ...Object.fromEntries(rest.map((set) => [set.key, set.figures])) },
    null,
    2,
  ),
);
const failures = [first, ...rest].reduce((sum, set) => sum + set.figures.failures.length, 0);
process.exitCode = failures === 0 ? 0 : 1;
