"""Each game in words, for every transport: what the Discord table and the live page both say
(a zone's name, where a card went), worded from the same catalogs. No transport's types here."""
