#pragma once
// Help > Examples: the bundled examples with a title, a one-paragraph description in the
// current language (from resources/examples/gallery.json; examples missing from it are
// listed by file name) and a thumbnail: the statechart or module diagram of a document,
// or a plot of the first variables of an equation model after a short run. Thumbnails
// are rendered on first use and kept in the user's cache directory, keyed by the
// example's modification time. Double-click (or Open) opens an example. GUI thread only.

#include <QDialog>
#include <QImage>

class QListWidget;
class QListWidgetItem;
class QLabel;
class QPushButton;

namespace hs::ui {

struct GalleryEntry {
    QString file;  // absolute path
    QString seed;  // the source document it comes from ("000", "001", ...), or empty
    QString title;
    QString description;
};

// The gallery's entries in a language ("en", "ru", "zh_CN"), in the catalogue's order.
QList<GalleryEntry> galleryEntries(const QString& examplesDir, const QString& language);
// Renders an example's picture (no cache).
QImage renderThumbnail(const QString& file, const QSize& size);

class ExamplesGallery : public QDialog {
    Q_OBJECT
public:
    ExamplesGallery(const QString& examplesDir, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    // The thumbnail of an entry (rendered or read from the cache).
    QImage thumbnail(int row) const;

signals:
    void exampleChosen(const QString& file);

protected:
    void changeEvent(QEvent* event) override;

private:
    void fill();
    void showDetails();
    QImage cachedThumbnail(const QString& file);

    QString m_dir;
    QList<GalleryEntry> m_entries;
    QList<QImage> m_thumbnails;
    QString m_thumbnailLanguage;  // the language they were drawn in
    QListWidget* m_list;
    QLabel* m_title;
    QLabel* m_description;
    QLabel* m_picture;
    QPushButton* m_open;
    QLabel* m_hint;
};

}  // namespace hs::ui
