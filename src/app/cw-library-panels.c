/* cw-library-panels.c: beside a Library: its check, statistics, owned versus needed, a sample opening hand. */
#include <glib/gi18n.h>
#include <adwaita.h>

#include "cw-library-panels.h"
#include "cw-card-picture.h"
#include "cw-stats-chart.h"
#include "cw-card.h"
#include "cw-catalog.h"
#include "cw-collection.h"
#include "cw-game.h"
#include "cw-library.h"
#include "cw-problem.h"

/* Costs from this value up share the last column of the curve. */
#define COST_COLUMNS 8

struct _CwLibraryPanels
{
  GtkWidget      parent_instance;

  GtkStack      *stack;
  GtkLabel      *verdict_label;
  GtkListBox    *problems_list;
  GtkLabel      *rules_label;
  GtkLabel      *totals_label;
  GtkWidget     *cost_heading;
  CwStatsChart  *cost_chart;
  CwStatsChart  *type_chart;
  GtkWidget     *alignment_heading;
  CwStatsChart  *alignment_chart;
  GtkWidget     *keyword_heading;
  CwStatsChart  *keyword_chart;
  GtkLabel      *shortfall_label;
  GtkListBox    *owned_list;
  GtkLabel      *hand_label;
  GtkFlowBox    *hand_box;
  GtkWidget     *draw_button;

  CwSession     *session;
  CwLibraryDoc  *doc;
  guint          n_problems;
  guint          shortfall;
  GPtrArray     *deck;        /* of char*: card ids, shuffled; the hand is its first hand_size */
  guint          hand_size;
  char          *page;        /* the panel shown: "check", "statistics", "owned", "hand" */
};

G_DEFINE_FINAL_TYPE (CwLibraryPanels, cw_library_panels, GTK_TYPE_WIDGET)

enum { PROP_0, PROP_PAGE, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static CwCard *
lookup (CwLibraryPanels *self,
        const char      *card_id)
{
  return cw_catalog_lookup (cw_session_get_catalog (self->session), card_id);
}

static const char *
card_title (CwLibraryPanels *self,
            const char      *card_id)
{
  CwCard *card = lookup (self, card_id);

  return card != NULL ? cw_card_get_title (card) : card_id;
}

/* ---- check ---- */

static void
fill_check (CwLibraryPanels *self)
{
  CwLibrary *library = cw_library_doc_get_library (self->doc);
  CwGame *game = cw_library_get_game (library);
  g_autoptr(GPtrArray) problems = cw_library_check (library, cw_session_get_catalog (self->session));
  g_autoptr(GString) rules = g_string_new (NULL);
  GPtrArray *sections = cw_game_get_sections (game);
  guint n_errors = 0;

  clear_list (self->problems_list);
  for (guint i = 0; i < problems->len; i++)
    {
      CwProblem *problem = g_ptr_array_index (problems, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *icon;
      const CwSectionRule *section = cw_problem_get_section (problem) != NULL
                                     ? cw_game_find_section (game, cw_problem_get_section (problem)) : NULL;
      const char *icon_name;

      switch (cw_problem_get_severity (problem))
        {
        case CW_SEVERITY_ERROR:
          icon_name = "dialog-error-symbolic";
          n_errors++;
          break;
        case CW_SEVERITY_WARNING:
          icon_name = "dialog-warning-symbolic";
          break;
        case CW_SEVERITY_INFO:
        default:
          icon_name = "dialog-information-symbolic";
          break;
        }

      icon = gtk_image_new_from_icon_name (icon_name);
      gtk_widget_add_css_class (icon, cw_problem_get_severity (problem) == CW_SEVERITY_ERROR ? "error" : "warning");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      cw_problem_get_severity_name (problem), -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), cw_problem_get_message (problem));
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 0);
      if (section != NULL)
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), section->name);
      gtk_list_box_append (self->problems_list, row);
    }
  self->n_problems = problems->len;
  gtk_widget_set_visible (GTK_WIDGET (self->problems_list), problems->len > 0);

  if (n_errors == 0 && problems->len == 0)
    gtk_label_set_text (self->verdict_label, _("✓ This Library is legal."));
  else if (n_errors == 0)
    gtk_label_set_text (self->verdict_label, _("✓ Legal, with remarks:"));
  else
    {
      g_autofree char *text = g_strdup_printf (ngettext ("Not legal yet: %u problem", "Not legal yet: %u problems",
                                                         n_errors), n_errors);
      gtk_label_set_text (self->verdict_label, text);
    }

  for (guint i = 0; i < sections->len; i++)
    {
      const CwSectionRule *section = g_ptr_array_index (sections, i);

      if (section->note != NULL)
        {
          if (rules->len > 0)
            g_string_append_c (rules, '\n');
          /* Translators: a Library section's name, then the game's rule for it. */
          g_string_append_printf (rules, _("%s: %s"), section->name, section->note);
        }
    }
  gtk_label_set_text (self->rules_label, rules->str);
  gtk_widget_set_visible (GTK_WIDGET (self->rules_label), rules->len > 0);
}

/* ---- statistics ---- */

static int
compare_counts (gconstpointer a,
                gconstpointer b,
                gpointer      user_data)
{
  GHashTable *counts = user_data;
  int ca = GPOINTER_TO_INT (g_hash_table_lookup (counts, *(char * const *) a));
  int cb = GPOINTER_TO_INT (g_hash_table_lookup (counts, *(char * const *) b));

  /* Most used first; ties by id so the chart does not reorder itself between edits. */
  if (ca != cb)
    return cb - ca;
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

static void
fill_statistics (CwLibraryPanels *self)
{
  CwLibrary *library = cw_library_doc_get_library (self->doc);
  CwGame *game = cw_library_get_game (library);
  g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);
  g_autoptr(GHashTable) type_counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) alignment_counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) keyword_counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) totals = g_string_new (NULL);
  guint costs[COST_COLUMNS] = { 0 };
  gboolean has_cost = cw_game_find_field (game, "cost") != NULL;
  gboolean has_vitality = cw_game_find_field (game, "vitality") != NULL;
  gboolean has_force = cw_game_find_field (game, "force") != NULL;
  guint total_cards = 0, costed_cards = 0, cost_sum = 0;
  int vitality = 0, force = 0;
  GPtrArray *items;

  for (guint s = 0; section_ids[s] != NULL; s++)
    {
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          CwCard *card = lookup (self, entry->card_id);
          const char * const *keywords;
          int value;

          if (card == NULL)
            continue;
          total_cards += entry->count;

          g_hash_table_insert (type_counts, (gpointer) cw_card_get_card_type (card),
                               GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (type_counts, cw_card_get_card_type (card))) + entry->count));
          if (cw_card_get_alignment (card) != NULL)
            g_hash_table_insert (alignment_counts, (gpointer) cw_card_get_alignment (card),
                                 GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (alignment_counts, cw_card_get_alignment (card))) + entry->count));

          keywords = cw_card_get_keywords (card);
          for (guint k = 0; keywords != NULL && keywords[k] != NULL; k++)
            g_hash_table_insert (keyword_counts, (gpointer) keywords[k],
                                 GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (keyword_counts, keywords[k])) + entry->count));

          if (cw_card_get_int (card, "cost", &value))
            {
              costs[CLAMP (value, 0, COST_COLUMNS - 1)] += entry->count;
              costed_cards += entry->count;
              cost_sum += MAX (value, 0) * entry->count;
            }
          if (cw_card_get_int (card, "vitality", &value))
            vitality += value * (int) entry->count;
          if (cw_card_get_int (card, "force", &value))
            force += value * (int) entry->count;
        }
    }

  g_string_append_printf (totals, ngettext ("%u card", "%u cards", total_cards), total_cards);
  if (has_vitality)
    g_string_append_printf (totals, _(" · total Vitality %d"), vitality);
  if (has_force)
    g_string_append_printf (totals, _(" · total Force %d"), force);
  if (costed_cards > 0)
    g_string_append_printf (totals, _(" · average cost %.1f"), (double) cost_sum / costed_cards);
  gtk_label_set_text (self->totals_label, totals->str);

  cw_stats_chart_clear (self->cost_chart);
  for (guint c = 0; c < COST_COLUMNS; c++)
    {
      g_autofree char *label = c == COST_COLUMNS - 1 ? g_strdup_printf ("%u+", c) : g_strdup_printf ("%u", c);
      cw_stats_chart_add (self->cost_chart, label, costs[c], NULL);
    }
  gtk_widget_set_visible (self->cost_heading, has_cost);
  gtk_widget_set_visible (GTK_WIDGET (self->cost_chart), has_cost);

  cw_stats_chart_clear (self->type_chart);
  items = cw_game_get_card_types (game);
  for (guint i = 0; i < items->len; i++)
    {
      const CwCardType *type = g_ptr_array_index (items, i);
      int count = GPOINTER_TO_INT (g_hash_table_lookup (type_counts, type->id));

      if (count > 0)
        cw_stats_chart_add (self->type_chart, type->name, count, NULL);
    }

  cw_stats_chart_clear (self->alignment_chart);
  items = cw_game_get_alignments (game);
  for (guint i = 0; i < items->len; i++)
    {
      const CwAlignment *alignment = g_ptr_array_index (items, i);
      int count = GPOINTER_TO_INT (g_hash_table_lookup (alignment_counts, alignment->id));

      if (count > 0)
        cw_stats_chart_add (self->alignment_chart, alignment->name, count, alignment->color);
    }
  gtk_widget_set_visible (self->alignment_heading, cw_stats_chart_get_n_values (self->alignment_chart) > 0);

  cw_stats_chart_clear (self->keyword_chart);
  {
    g_autoptr(GPtrArray) ids = g_ptr_array_new ();
    GHashTableIter iter;
    gpointer key;

    g_hash_table_iter_init (&iter, keyword_counts);
    while (g_hash_table_iter_next (&iter, &key, NULL))
      g_ptr_array_add (ids, key);

    g_ptr_array_sort_with_data (ids, compare_counts, keyword_counts);
    for (guint i = 0; i < ids->len; i++)
      {
        const char *id = g_ptr_array_index (ids, i);
        const CwKeyword *keyword = cw_game_find_keyword (game, id);

        cw_stats_chart_add (self->keyword_chart, keyword != NULL ? keyword->name : id,
                            GPOINTER_TO_INT (g_hash_table_lookup (keyword_counts, id)), "#9141ac");
      }
  }
  gtk_widget_set_visible (self->keyword_heading, cw_stats_chart_get_n_values (self->keyword_chart) > 0);
}

/* ---- owned versus needed ---- */

static void
fill_owned (CwLibraryPanels *self)
{
  CwLibrary *library = cw_library_doc_get_library (self->doc);
  CwCollection *collection = cw_session_get_collection (self->session);
  g_auto(GStrv) section_ids = cw_library_dup_section_ids (library);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) lacking = cw_library_shortfall (library, collection);
  guint copies_lacking = 0;

  for (guint i = 0; i < lacking->len; i++)
    copies_lacking += ((CwLibraryEntry *) g_ptr_array_index (lacking, i))->count;
  self->shortfall = copies_lacking;

  if (copies_lacking == 0)
    gtk_label_set_text (self->shortfall_label, _("✓ You own every card this Library needs."));
  else
    {
      /* Two counts, two plurals: "You lack 2 copies (1 card to proxy)". */
      g_autofree char *cards = g_strdup_printf (ngettext ("%u card to proxy", "%u cards to proxy", lacking->len),
                                                lacking->len);
      /* Translators: the %s is "1 card to proxy" or "3 cards to proxy". */
      g_autofree char *text = g_strdup_printf (ngettext ("You lack %u copy (%s)", "You lack %u copies (%s)", copies_lacking),
                                               copies_lacking, cards);
      gtk_label_set_text (self->shortfall_label, text);
    }

  clear_list (self->owned_list);
  for (guint s = 0; section_ids[s] != NULL; s++)
    {
      GPtrArray *entries = cw_library_get_entries (library, section_ids[s]);

      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);
          guint needed, owned;
          GtkWidget *row, *badge;
          g_autofree char *subtitle = NULL;
          g_autofree char *badge_text = NULL;

          if (!g_hash_table_add (seen, entry->card_id))
            continue;

          needed = cw_library_get_count (library, entry->card_id);
          owned = cw_collection_get_owned (collection, entry->card_id);
          row = adw_action_row_new ();
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), card_title (self, entry->card_id));
          /* Translators: owned versus needed copies of one card. */
          subtitle = g_strdup_printf (_("Owned %u · needed %u"), owned, needed);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

          badge_text = owned >= needed ? g_strdup ("✓") : g_strdup_printf (_("lack %u"), needed - owned);
          badge = gtk_label_new (badge_text);
          gtk_widget_add_css_class (badge, owned >= needed ? "success" : "error");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
          gtk_list_box_append (self->owned_list, row);
        }
    }
}

/* ---- sample hand ---- */

/* The sections a hand is drawn from: the game's first section (the Library proper), or all of them. */
static gboolean
section_is_drawn (CwGame     *game,
                  const char *section_id)
{
  GPtrArray *sections = cw_game_get_sections (game);

  if (sections->len == 0)
    return TRUE;
  return g_strcmp0 (((CwSectionRule *) g_ptr_array_index (sections, 0))->id, section_id) == 0;
}

static void
show_hand (CwLibraryPanels *self)
{
  GtkWidget *child;
  guint shown = MIN (self->hand_size, self->deck->len);
  g_autofree char *text = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->hand_box))) != NULL)
    gtk_flow_box_remove (self->hand_box, child);

  for (guint i = 0; i < shown; i++)
    {
      CwCard *card = lookup (self, g_ptr_array_index (self->deck, i));
      GtkWidget *picture = cw_card_picture_new ();

      cw_card_picture_set_card_width (CW_CARD_PICTURE (picture), 100);
      cw_card_picture_set_session (CW_CARD_PICTURE (picture), self->session);
      cw_card_picture_set_card (CW_CARD_PICTURE (picture), card);
      if (card != NULL)
        gtk_widget_set_tooltip_text (picture, cw_card_get_title (card));
      gtk_flow_box_append (self->hand_box, picture);
    }

  if (self->deck->len == 0)
    text = g_strdup (_("Add cards to the Library to draw a sample hand."));
  else
    text = g_strdup_printf (ngettext ("%u of %u card drawn", "%u of %u cards drawn", self->deck->len),
                            shown, self->deck->len);
  gtk_label_set_text (self->hand_label, text);
  gtk_widget_set_sensitive (self->draw_button, shown < self->deck->len);
}

void
cw_library_panels_reshuffle (CwLibraryPanels *self,
                             guint32          seed)
{
  g_autoptr(GRand) rand = NULL;
  CwLibrary *library;
  CwGame *game;
  g_auto(GStrv) section_ids = NULL;

  g_return_if_fail (CW_IS_LIBRARY_PANELS (self));

  g_ptr_array_set_size (self->deck, 0);
  if (self->doc == NULL || self->session == NULL)
    {
      show_hand (self);
      return;
    }

  library = cw_library_doc_get_library (self->doc);
  game = cw_library_get_game (library);
  section_ids = cw_library_dup_section_ids (library);
  for (guint s = 0; section_ids[s] != NULL; s++)
    {
      GPtrArray *entries;

      if (!section_is_drawn (game, section_ids[s]))
        continue;
      entries = cw_library_get_entries (library, section_ids[s]);
      for (guint i = 0; entries != NULL && i < entries->len; i++)
        {
          CwLibraryEntry *entry = g_ptr_array_index (entries, i);

          for (guint c = 0; c < entry->count; c++)
            g_ptr_array_add (self->deck, g_strdup (entry->card_id));
        }
    }

  /* Fisher–Yates with GRand's unbiased ranges. */
  rand = seed != 0 ? g_rand_new_with_seed (seed) : g_rand_new ();
  for (guint i = self->deck->len; i > 1; i--)
    {
      guint j = (guint) g_rand_int_range (rand, 0, (gint32) i);
      gpointer swap = self->deck->pdata[i - 1];

      self->deck->pdata[i - 1] = self->deck->pdata[j];
      self->deck->pdata[j] = swap;
    }

  self->hand_size = cw_game_get_opening_hand (game);
  if (self->hand_size == 0)
    self->hand_size = 5;
  show_hand (self);
}

void
cw_library_panels_draw_one (CwLibraryPanels *self)
{
  g_return_if_fail (CW_IS_LIBRARY_PANELS (self));

  if (self->hand_size < self->deck->len)
    self->hand_size++;
  show_hand (self);
}

static void
on_draw_clicked (CwLibraryPanels *self)
{
  cw_library_panels_draw_one (self);
}

static void
on_reshuffle_clicked (CwLibraryPanels *self)
{
  cw_library_panels_reshuffle (self, 0);
}

GPtrArray *
cw_library_panels_get_hand (CwLibraryPanels *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PANELS (self), NULL);
  return self->deck;
}

/* ---- wiring ---- */

static void
refresh (CwLibraryPanels *self)
{
  if (self->doc == NULL || self->session == NULL)
    return;

  fill_check (self);
  fill_statistics (self);
  fill_owned (self);
}

static void
on_doc_changed (CwLibraryPanels *self)
{
  refresh (self);
  /* A changed Library is a different deck: the hand is dealt again from it. */
  cw_library_panels_reshuffle (self, 0);
}

static void
on_collection_changed (CwLibraryPanels *self)
{
  if (self->doc != NULL)
    fill_owned (self);
}

void
cw_library_panels_set_session (CwLibraryPanels *self,
                               CwSession       *session)
{
  g_return_if_fail (CW_IS_LIBRARY_PANELS (self));

  if (self->session == session)
    return;

  cw_library_panels_set_doc (self, NULL);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);
  g_set_object (&self->session, session);
  if (session != NULL)
    g_signal_connect_swapped (cw_session_get_collection (session), "changed",
                              G_CALLBACK (on_collection_changed), self);
}

void
cw_library_panels_set_doc (CwLibraryPanels *self,
                           CwLibraryDoc    *doc)
{
  g_return_if_fail (CW_IS_LIBRARY_PANELS (self));

  if (self->doc == doc)
    return;

  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  g_set_object (&self->doc, doc);
  if (doc != NULL)
    g_signal_connect_swapped (doc, "changed", G_CALLBACK (on_doc_changed), self);

  refresh (self);
  cw_library_panels_reshuffle (self, 0);
}

void
cw_library_panels_show (CwLibraryPanels *self,
                        const char      *name)
{
  g_return_if_fail (CW_IS_LIBRARY_PANELS (self));
  g_return_if_fail (name != NULL);

  if (g_strcmp0 (self->page, name) == 0)
    return;
  g_free (self->page);
  self->page = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAGE]);
}

static void
cw_library_panels_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  CwLibraryPanels *self = CW_LIBRARY_PANELS (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      g_value_set_string (value, self->page);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
cw_library_panels_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  CwLibraryPanels *self = CW_LIBRARY_PANELS (object);

  switch (prop_id)
    {
    case PROP_PAGE:
      if (g_value_get_string (value) != NULL)
        cw_library_panels_show (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

guint
cw_library_panels_get_n_problems (CwLibraryPanels *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PANELS (self), 0);
  return self->n_problems;
}

guint
cw_library_panels_get_shortfall (CwLibraryPanels *self)
{
  g_return_val_if_fail (CW_IS_LIBRARY_PANELS (self), 0);
  return self->shortfall;
}

static void
cw_library_panels_dispose (GObject *object)
{
  CwLibraryPanels *self = CW_LIBRARY_PANELS (object);
  GtkWidget *child;

  if (self->doc != NULL)
    g_signal_handlers_disconnect_by_data (self->doc, self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (cw_session_get_collection (self->session), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_LIBRARY_PANELS);
  /* Template children without an id are not unparented by dispose_template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->doc);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (cw_library_panels_parent_class)->dispose (object);
}

static void
cw_library_panels_finalize (GObject *object)
{
  CwLibraryPanels *self = CW_LIBRARY_PANELS (object);

  g_ptr_array_unref (self->deck);
  g_free (self->page);

  G_OBJECT_CLASS (cw_library_panels_parent_class)->finalize (object);
}

static void
cw_library_panels_class_init (CwLibraryPanelsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_library_panels_dispose;
  object_class->finalize = cw_library_panels_finalize;
  object_class->get_property = cw_library_panels_get_property;
  object_class->set_property = cw_library_panels_set_property;

  properties[PROP_PAGE] =
    g_param_spec_string ("page", NULL, NULL, "check",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_install_property_action (widget_class, "panels.page", "page");

  g_type_ensure (CW_TYPE_STATS_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/cw-library-panels.ui");
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, stack);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, problems_list);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, rules_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, totals_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, cost_heading);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, cost_chart);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, type_chart);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, alignment_heading);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, alignment_chart);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, keyword_heading);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, keyword_chart);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, shortfall_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, owned_list);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, hand_label);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, hand_box);
  gtk_widget_class_bind_template_child (widget_class, CwLibraryPanels, draw_button);
  gtk_widget_class_bind_template_callback (widget_class, on_draw_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_reshuffle_clicked);
  gtk_widget_class_set_css_name (widget_class, "librarypanels");
}

static void
cw_library_panels_init (CwLibraryPanels *self)
{
  self->deck = g_ptr_array_new_with_free_func (g_free);
  self->page = g_strdup ("check");
  gtk_widget_init_template (GTK_WIDGET (self));

  cw_stats_chart_set_style (self->cost_chart, CW_STATS_CHART_COLUMNS);
  cw_stats_chart_set_style (self->type_chart, CW_STATS_CHART_BARS);
  cw_stats_chart_set_style (self->alignment_chart, CW_STATS_CHART_SPLIT);
  cw_stats_chart_set_style (self->keyword_chart, CW_STATS_CHART_BARS);
}

GtkWidget *
cw_library_panels_new (void)
{
  return g_object_new (CW_TYPE_LIBRARY_PANELS, NULL);
}
