/* cw-dice-tray.c: the dice tray of the Table view: the pool's faces, the total, the exact odds, a roll entered by hand. */
#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <adwaita.h>

#include "cw-dice-tray.h"
#include "cw-compat.h"
#include "cw-dice.h"
#include "cw-game.h"

#define DIE_SIZE   40.0
#define DIE_GAP     8.0

struct _CwDiceTray
{
  GtkWidget       parent_instance;

  /* template */
  GtkLabel       *caption_label;
  GtkDrawingArea *dice_area;
  GtkLabel       *total_label;
  GtkLabel       *odds_label;
  GtkDrawingArea *odds_area;
  GtkWidget      *total_box;
  gboolean        separate;
  GtkButton      *roll_button;
  GtkToggleButton *enter_button;
  GtkFlowBox     *spins_box;
  GtkAdjustment  *total_adjustment;

  CwDice         *dice;          /* the pool shown; NULL for none */
  gboolean        rolled;
  GArray         *distribution;  /* of double, indexed by total */
  char           *odds_text;
  GPtrArray      *spins;         /* of GtkSpinButton*, one per die, borrowed */
};

G_DEFINE_FINAL_TYPE (CwDiceTray, cw_dice_tray, GTK_TYPE_WIDGET)

enum {
  SIGNAL_ROLL,
  SIGNAL_ENTER_FACES,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

/* ---- odds ---- */

char *
cw_dice_tray_format_odds (int    total,
                          double probability)
{
  g_autofree char *percent = NULL;
  long whole = lround (probability * 100.0);

  /* A chance that is there but rounds away still deserves to be seen as one. */
  if (probability > 0.0 && whole == 0)
    percent = g_strdup (_("< 1 %"));
  else if (probability < 1.0 && whole == 100)
    percent = g_strdup (_("> 99 %"));
  else
    /* Translators: a chance in whole percent; keep the space before % where your language puts one. */
    percent = g_strdup_printf (_("%ld %%"), whole);

  /* Translators: the chance to roll a total or more, "13 or more: 41 %". */
  return g_strdup_printf (_("%d or more: %s"), total, percent);
}

guint *
cw_dice_tray_faces_for_total (CwDice *dice,
                              int     total)
{
  guint n;
  int max_total;
  g_autofree guint8 *reach = NULL;   /* reach[i][t]: the first i+1 dice can make t */
  g_autofree guint *faces = NULL;
  int remaining = total;

  g_return_val_if_fail (CW_IS_DICE (dice), NULL);

  n = cw_dice_get_n_dice (dice);
  max_total = cw_dice_get_max_total (dice);
  if (n == 0 || total < 0 || total > max_total)
    return NULL;

  /* Any faces will do as long as they add up: the first combination found, die by die. */
  reach = g_new0 (guint8, (gsize) n * (max_total + 1));
  for (guint i = 0; i < n; i++)
    {
      const CwDieDef *die = cw_dice_get_die (dice, i);

      for (guint f = 0; f < die->faces->len; f++)
        {
          int symbols = g_array_index (die->faces, int, f);

          if (i == 0)
            {
              if (symbols >= 0 && symbols <= max_total)
                reach[symbols] = 1;
              continue;
            }
          for (int t = 0; t + symbols <= max_total; t++)
            if (t + symbols >= 0 && reach[(i - 1) * (max_total + 1) + t])
              reach[i * (max_total + 1) + t + symbols] = 1;
        }
    }
  if (!reach[(n - 1) * (max_total + 1) + total])
    return NULL;

  faces = g_new0 (guint, n);
  for (int i = (int) n - 1; i >= 0; i--)
    {
      const CwDieDef *die = cw_dice_get_die (dice, i);

      for (guint f = 0; f < die->faces->len; f++)
        {
          int symbols = g_array_index (die->faces, int, f);
          int before = remaining - symbols;

          if (i == 0 ? before == 0
                     : (before >= 0 && before <= max_total && reach[(i - 1) * (max_total + 1) + before]))
            {
              faces[i] = f;
              remaining = before;
              break;
            }
        }
    }
  return g_steal_pointer (&faces);
}

/* ---- drawing ---- */

static void
parse_colour (const char *colour,
              GdkRGBA    *rgba)
{
  if (colour == NULL || !gdk_rgba_parse (rgba, colour))
    *rgba = (GdkRGBA) { 0.5, 0.5, 0.5, 1.0 };
}

/* A four-pointed star: the symbol the Story dice show. */
static void
star_path (cairo_t *cr,
           double   x,
           double   y,
           double   r)
{
  for (int i = 0; i < 8; i++)
    {
      double angle = -G_PI / 2 + i * G_PI / 4;
      double radius = i % 2 == 0 ? r : r * 0.38;

      if (i == 0)
        cairo_move_to (cr, x + radius * cos (angle), y + radius * sin (angle));
      else
        cairo_line_to (cr, x + radius * cos (angle), y + radius * sin (angle));
    }
  cairo_close_path (cr);
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Where the symbols sit on a face, like the pips of an ordinary die, in units of the face. */
static const double pip_layout[7][6][2] = {
  { { 0 } },
  { { 0.5, 0.5 } },
  { { 0.28, 0.28 }, { 0.72, 0.72 } },
  { { 0.25, 0.25 }, { 0.5, 0.5 }, { 0.75, 0.75 } },
  { { 0.28, 0.28 }, { 0.72, 0.28 }, { 0.28, 0.72 }, { 0.72, 0.72 } },
  { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.5, 0.5 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
  { { 0.28, 0.22 }, { 0.72, 0.22 }, { 0.28, 0.5 }, { 0.72, 0.5 }, { 0.28, 0.78 }, { 0.72, 0.78 } },
};

static void
draw_die (cairo_t        *cr,
          PangoLayout    *layout,
          const CwDieDef *die,
          int             symbols,
          double          x,
          double          y,
          double          size)
{
  GdkRGBA colour;
  double light;

  parse_colour (die->color, &colour);
  light = 0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue;

  rounded_rect (cr, x, y, size, size, size * 0.2);
  cairo_set_source_rgb (cr, colour.red, colour.green, colour.blue);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);

  /* Symbols in white on dark dice, in near-black on light ones. */
  if (light > 0.6)
    cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);

  if (symbols < 0)
    {
      int w, h;

      /* Not rolled yet. */
      pango_layout_set_text (layout, "?", -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x + (size - w) / 2, y + (size - h) / 2);
      pango_cairo_show_layout (cr, layout);
    }
  else if (symbols <= 6)
    {
      double r = size * (symbols <= 3 ? 0.16 : 0.12);

      for (int i = 0; i < symbols; i++)
        star_path (cr, x + pip_layout[symbols][i][0] * size, y + pip_layout[symbols][i][1] * size, r);
      cairo_fill (cr);
    }
  else
    {
      g_autofree char *text = g_strdup_printf ("%d", symbols);
      int w, h;

      pango_layout_set_text (layout, text, -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x + (size - w) / 2, y + (size - h) / 2);
      pango_cairo_show_layout (cr, layout);
    }
}

static void
draw_dice (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  CwDiceTray *self = CW_DICE_TRAY (user_data);
  g_autoptr (PangoLayout) layout = NULL;
  PangoFontDescription *font;
  guint n;
  double size, step, x;

  if (self->dice == NULL || (n = cw_dice_get_n_dice (self->dice)) == 0)
    return;

  /* Ten dice must fit a 360 px wide window: shrink them rather than wrap. */
  size = MIN (DIE_SIZE, MIN (height - 4.0, (width - (n - 1) * 4.0) / n));
  step = MIN (size + DIE_GAP, (double) (width - size) / MAX (1, n - 1));
  x = (width - (size + step * (n - 1))) / 2;

  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, size * 0.45 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);

  for (guint i = 0; i < n; i++)
    draw_die (cr, layout, cw_dice_get_die (self->dice, i),
              self->rolled ? cw_dice_get_symbols (self->dice, i) : -1,
              x + i * step, (height - size) / 2, size);
}

static void
draw_odds (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  CwDiceTray *self = CW_DICE_TRAY (user_data);
  GdkRGBA fg;
  GdkRGBA accent = { 0.21, 0.52, 0.89, 1.0 };
  int min_total, max_total, rolled_total = -1;
  double peak = 0, bar_w, chart_h, label_h = 14;
  g_autoptr (PangoLayout) layout = NULL;

  if (self->dice == NULL || self->distribution == NULL || cw_dice_get_n_dice (self->dice) == 0)
    return;

  cw_compat_widget_get_color (GTK_WIDGET (area), &fg);
  if (adw_style_manager_get_dark (adw_style_manager_get_default ()))
    accent = (GdkRGBA) { 0.47, 0.68, 0.93, 1.0 };

  min_total = cw_dice_get_min_total (self->dice);
  max_total = cw_dice_get_max_total (self->dice);
  if (self->rolled)
    rolled_total = cw_dice_get_total (self->dice);
  for (int t = min_total; t <= max_total && t < (int) self->distribution->len; t++)
    peak = MAX (peak, g_array_index (self->distribution, double, t));
  if (peak <= 0)
    return;

  chart_h = height - label_h - 2;
  bar_w = (double) width / (max_total - min_total + 1);
  for (int t = min_total; t <= max_total && t < (int) self->distribution->len; t++)
    {
      double p = g_array_index (self->distribution, double, t);
      double h = chart_h * p / peak;
      double x = (t - min_total) * bar_w;

      /* Totals at or above the roll are the ones "or more" counts. */
      if (rolled_total >= 0 && t >= rolled_total)
        cairo_set_source_rgba (cr, accent.red, accent.green, accent.blue, t == rolled_total ? 1.0 : 0.55);
      else
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.22);
      cairo_rectangle (cr, x + MIN (1, bar_w * 0.1), chart_h - h, MAX (1, bar_w - MIN (2, bar_w * 0.2)), h);
      cairo_fill (cr);
    }

  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.35);
  cairo_rectangle (cr, 0, chart_h, width, 1);
  cairo_fill (cr);

  /* Labels under the smallest, the rolled and the largest totals. */
  layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  {
    PangoFontDescription *font = pango_font_description_from_string ("Sans");
    int ticks[3] = { min_total, rolled_total, max_total };

    pango_font_description_set_absolute_size (font, 10 * PANGO_SCALE);
    pango_layout_set_font_description (layout, font);
    pango_font_description_free (font);
    for (int i = 0; i < 3; i++)
      {
        g_autofree char *text = NULL;
        int w, h;
        double x;

        if (ticks[i] < 0 || (i == 1 && (ticks[1] == min_total || ticks[1] == max_total)))
          continue;
        text = g_strdup_printf ("%d", ticks[i]);
        pango_layout_set_text (layout, text, -1);
        pango_layout_get_pixel_size (layout, &w, &h);
        x = (ticks[i] - min_total + 0.5) * bar_w - w / 2.0;
        x = CLAMP (x, 0, width - w);
        if (i == 1)
          cairo_set_source_rgb (cr, accent.red, accent.green, accent.blue);
        else
          cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.7);
        cairo_move_to (cr, x, chart_h + 2);
        pango_cairo_show_layout (cr, layout);
      }
  }
}

/* ---- entry by hand ---- */

/* user_data: the CwDieDef, which lives as long as the game the pool came from. */
static void
draw_die_swatch (GtkDrawingArea *area,
                 cairo_t        *cr,
                 int             width,
                 int             height,
                 gpointer        user_data)
{
  const CwDieDef *die = user_data;
  g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (area), NULL);
  g_autofree char *faces = g_strdup_printf ("%u", die->faces->len);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  GdkRGBA colour;
  int w, h;

  parse_colour (die->color, &colour);
  rounded_rect (cr, 1, 1, width - 2, height - 2, 5);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_fill (cr);

  pango_font_description_set_absolute_size (font, height * 0.5 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, faces, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  if (0.299 * colour.red + 0.587 * colour.green + 0.114 * colour.blue > 0.6)
    cairo_set_source_rgb (cr, 0.12, 0.12, 0.12);
  else
    cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_move_to (cr, (width - w) / 2.0, (height - h) / 2.0);
  pango_cairo_show_layout (cr, layout);
}

static void
rebuild_spins (CwDiceTray *self)
{
  GtkWidget *child;
  guint n = self->dice != NULL ? cw_dice_get_n_dice (self->dice) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->spins_box))) != NULL)
    gtk_flow_box_remove (self->spins_box, child);
  g_ptr_array_set_size (self->spins, 0);

  for (guint i = 0; i < n; i++)
    {
      const CwDieDef *die = cw_dice_get_die (self->dice, i);
      int lowest = G_MAXINT, highest = G_MININT;
      GtkWidget *spin, *swatch, *row;

      for (guint f = 0; f < die->faces->len; f++)
        {
          lowest = MIN (lowest, g_array_index (die->faces, int, f));
          highest = MAX (highest, g_array_index (die->faces, int, f));
        }
      if (die->faces->len == 0)
        lowest = highest = 0;
      spin = gtk_spin_button_new_with_range (lowest, highest, 1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin),
                                 self->rolled ? cw_dice_get_symbols (self->dice, i) : lowest);
      gtk_widget_set_tooltip_text (spin, die->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, die->name, -1);
      /* Which die a spin button is for: a little die of its colour and face count. */
      swatch = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 24);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_die_swatch, (gpointer) die, NULL);
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      gtk_box_append (GTK_BOX (row), swatch);
      gtk_box_append (GTK_BOX (row), spin);
      gtk_flow_box_append (self->spins_box, row);
      /* The keyboard stops on the die's entry, not also on the flow box's child around it. */
      gtk_widget_set_focusable (gtk_widget_get_parent (row), FALSE);
      g_ptr_array_add (self->spins, spin);
    }

  if (self->dice != NULL && n > 0)
    {
      gtk_adjustment_set_lower (self->total_adjustment, cw_dice_get_min_total (self->dice));
      gtk_adjustment_set_upper (self->total_adjustment, cw_dice_get_max_total (self->dice));
      gtk_adjustment_set_value (self->total_adjustment,
                                self->rolled ? cw_dice_get_total (self->dice) : cw_dice_get_min_total (self->dice));
    }
}

static void
emit_faces (CwDiceTray  *self,
            const guint *faces,
            guint        n)
{
  g_signal_emit (self, signals[SIGNAL_ENTER_FACES], 0, faces, n);
}

static void
on_faces_clicked (CwDiceTray *self)
{
  guint n;
  g_autofree guint *faces = NULL;

  if (self->dice == NULL)
    return;
  n = cw_dice_get_n_dice (self->dice);
  if (n != self->spins->len)
    return;

  faces = g_new0 (guint, n);
  for (guint i = 0; i < n; i++)
    {
      const CwDieDef *die = cw_dice_get_die (self->dice, i);
      int symbols = gtk_spin_button_get_value_as_int (g_ptr_array_index (self->spins, i));
      gboolean found = FALSE;

      /* The player reads symbols off the die; the match wants which face that was. */
      for (guint f = 0; f < die->faces->len && !found; f++)
        if (g_array_index (die->faces, int, f) == symbols)
          {
            faces[i] = f;
            found = TRUE;
          }
      if (!found)
        {
          g_autofree char *message = g_strdup_printf (_("%s has no face with %d symbols"), die->name, symbols);
          gtk_label_set_text (self->odds_label, message);
          return;
        }
    }
  emit_faces (self, faces, n);
}

static void
on_total_clicked (CwDiceTray *self)
{
  int total;
  g_autofree guint *faces = NULL;

  if (self->dice == NULL)
    return;
  total = (int) gtk_adjustment_get_value (self->total_adjustment);
  faces = cw_dice_tray_faces_for_total (self->dice, total);
  if (faces == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("These dice cannot show %d symbols"), total);
      gtk_label_set_text (self->odds_label, message);
      return;
    }
  emit_faces (self, faces, cw_dice_get_n_dice (self->dice));
}

static void
on_roll_clicked (CwDiceTray *self)
{
  g_signal_emit (self, signals[SIGNAL_ROLL], 0);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                CwDiceTray            *self)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));

  /* R rolls, unless the key is typed into a spin button of the hand entry. */
  if ((keyval == GDK_KEY_r || keyval == GDK_KEY_R) &&
      (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK)) == 0 &&
      (focus == NULL || !GTK_IS_EDITABLE (focus)) &&
      (focus == NULL || gtk_widget_get_ancestor (focus, GTK_TYPE_SPIN_BUTTON) == NULL) &&
      gtk_widget_get_sensitive (GTK_WIDGET (self->roll_button)))
    {
      on_roll_clicked (self);
      return TRUE;
    }
  return FALSE;
}

static void
on_tray_pressed (CwDiceTray *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

/* ---- public ---- */

static void
update (CwDiceTray *self)
{
  g_clear_pointer (&self->distribution, g_array_unref);
  g_clear_pointer (&self->odds_text, g_free);

  if (self->dice != NULL && cw_dice_get_n_dice (self->dice) > 0)
    {
      self->distribution = cw_dice_distribution (self->dice);
      if (self->rolled)
        {
          int total = cw_dice_get_total (self->dice);
          g_autofree char *text = g_strdup_printf ("%d", total);

          self->odds_text = cw_dice_tray_format_odds (total, cw_dice_probability_at_least (self->dice, total));
          gtk_label_set_text (self->total_label, text);
        }
      else
        {
          /* Translators: before a roll: the totals the pool can make. */
          self->odds_text = g_strdup_printf (_("Rolls %d to %d"), cw_dice_get_min_total (self->dice),
                                             cw_dice_get_max_total (self->dice));
          gtk_label_set_text (self->total_label, "");
        }
    }
  else
    {
      self->odds_text = g_strdup ("");
      gtk_label_set_text (self->total_label, "");
    }

  gtk_label_set_text (self->odds_label, self->odds_text);
  /* Dice read one by one (the duel's: the attacker's d12 against the defender's) have no
   * total worth showing, and no odds of one. */
  gtk_widget_set_visible (GTK_WIDGET (self->total_label), !self->separate);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_label), !self->separate);
  gtk_widget_set_visible (GTK_WIDGET (self->odds_area), !self->separate);
  gtk_widget_set_visible (self->total_box, !self->separate);
  rebuild_spins (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->dice_area));
  gtk_widget_queue_draw (GTK_WIDGET (self->odds_area));
}

void
cw_dice_tray_set_separate (CwDiceTray *self,
                           gboolean    separate)
{
  g_return_if_fail (CW_IS_DICE_TRAY (self));
  if (self->separate == !!separate)
    return;
  self->separate = !!separate;
  update (self);
}

gboolean
cw_dice_tray_get_separate (CwDiceTray *self)
{
  g_return_val_if_fail (CW_IS_DICE_TRAY (self), FALSE);
  return self->separate;
}

void
cw_dice_tray_set_dice (CwDiceTray *self,
                       CwDice     *dice,
                       gboolean    rolled,
                       const char *caption)
{
  g_return_if_fail (CW_IS_DICE_TRAY (self));
  g_return_if_fail (dice == NULL || CW_IS_DICE (dice));

  g_clear_object (&self->dice);
  if (dice != NULL)
    {
      guint n = cw_dice_get_n_dice (dice);
      g_autofree guint *faces = g_new0 (guint, MAX (n, 1));

      /* A copy, so the match can go on changing its own pools. */
      self->dice = cw_dice_new ();
      for (guint i = 0; i < n; i++)
        {
          cw_dice_add (self->dice, cw_dice_get_die (dice, i));
          faces[i] = MAX (0, cw_dice_get_face (dice, i));
        }
      if (rolled)
        cw_dice_set_faces (self->dice, faces, n);
    }
  self->rolled = rolled && dice != NULL;
  gtk_label_set_text (self->caption_label, caption != NULL ? caption : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->caption_label), caption);
  update (self);
}

CwDice *
cw_dice_tray_get_dice (CwDiceTray *self)
{
  g_return_val_if_fail (CW_IS_DICE_TRAY (self), NULL);
  return self->dice;
}

gboolean
cw_dice_tray_get_rolled (CwDiceTray *self)
{
  g_return_val_if_fail (CW_IS_DICE_TRAY (self), FALSE);
  return self->rolled;
}

const char *
cw_dice_tray_get_odds_text (CwDiceTray *self)
{
  g_return_val_if_fail (CW_IS_DICE_TRAY (self), NULL);
  return self->odds_text != NULL ? self->odds_text : "";
}

void
cw_dice_tray_set_roll_due (CwDiceTray *self,
                           gboolean    due)
{
  g_return_if_fail (CW_IS_DICE_TRAY (self));

  if (due)
    gtk_widget_add_css_class (GTK_WIDGET (self->roll_button), "suggested-action");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->roll_button), "suggested-action");
  /* Only what the rules allow now is offered: after the roll there is nothing to roll. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->roll_button), due);
  gtk_widget_set_sensitive (GTK_WIDGET (self->enter_button), due);
  if (!due)
    gtk_toggle_button_set_active (self->enter_button, FALSE);
}

/* ---- GObject ---- */

static void
cw_dice_tray_dispose (GObject *object)
{
  CwDiceTray *self = CW_DICE_TRAY (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), CW_TYPE_DICE_TRAY);
  /* The template's root is not bound to a field, so it is unparented here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->dice);

  G_OBJECT_CLASS (cw_dice_tray_parent_class)->dispose (object);
}

static void
cw_dice_tray_finalize (GObject *object)
{
  CwDiceTray *self = CW_DICE_TRAY (object);

  g_clear_pointer (&self->distribution, g_array_unref);
  g_clear_pointer (&self->spins, g_ptr_array_unref);
  g_free (self->odds_text);

  G_OBJECT_CLASS (cw_dice_tray_parent_class)->finalize (object);
}

static void
cw_dice_tray_class_init (CwDiceTrayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = cw_dice_tray_dispose;
  object_class->finalize = cw_dice_tray_finalize;

  /* The tray asks; whoever holds the match rolls, so a refusal can name the rule. */
  signals[SIGNAL_ROLL] =
    g_signal_new ("roll", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (const guint *faces, guint n_faces): a physical roll, one face index per die. */
  signals[SIGNAL_ENTER_FACES] =
    g_signal_new ("enter-faces", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/cardwright/Cardwright/table/cw-dice-tray.ui");
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, caption_label);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, dice_area);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, total_label);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, odds_label);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, odds_area);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, total_box);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, roll_button);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, enter_button);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, spins_box);
  gtk_widget_class_bind_template_child (widget_class, CwDiceTray, total_adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_roll_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_faces_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_total_clicked);
  gtk_widget_class_set_css_name (widget_class, "dicetray");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
cw_dice_tray_init (CwDiceTray *self)
{
  GtkEventController *keys;
  GtkGesture *click;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->spins = g_ptr_array_new ();

  gtk_drawing_area_set_draw_func (self->dice_area, draw_dice, self, NULL);
  gtk_drawing_area_set_draw_func (self->odds_area, draw_odds, self, NULL);

  keys = gtk_event_controller_key_new ();
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_key_pressed), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  /* A click on the dice or the chart puts the tray in focus, so R rolls. */
  click = gtk_gesture_click_new ();
  g_signal_connect_object (click, "pressed", G_CALLBACK (on_tray_pressed), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  update (self);
}

GtkWidget *
cw_dice_tray_new (void)
{
  return g_object_new (CW_TYPE_DICE_TRAY, NULL);
}
