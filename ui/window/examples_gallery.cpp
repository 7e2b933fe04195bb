#include "window/examples_gallery.h"

#include "diagram/module_diagram.h"
#include "document/document_model.h"
#include "statechart/statechart_editor.h"
#include "window/language.h"

#include "hs/session/model_loader.h"
#include "hs/sim/engine.h"

#include <QCryptographicHash>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hs::ui {

namespace {

constexpr QSize kThumbnail(240, 150);

// An equation model: a short run, its first variables as lines.
QImage plotThumbnail(const LoadResult& loaded, const QSize& size) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    if (!loaded.model) return image;
    SimulationSettings settings = loaded.settings;
    settings.historyLimit = 0;
    Engine engine(loaded.model, settings);
    if (!engine.initialize()) return image;
    // enough for a picture: at most a few thousand event steps
    for (int i = 0; i < 4000 && engine.status() == RunStatus::Running; ++i) engine.step();
    const ResultStore& r = engine.results();
    std::vector<std::string> names;
    if (loaded.document)
        for (const auto& p : loaded.document->plots)
            for (const auto& v : p.variables)
                if (names.size() < 2 && r.columnIndex(v) >= 0) names.push_back(v);
    for (const auto& v : loaded.model->variables)
        if (names.size() < 2 && (v.kind == VarKind::State || v.kind == VarKind::Algebraic) && r.columnIndex(v.name) >= 0)
            names.push_back(v.name);
    if (r.rowCount() < 2 || names.empty()) return image;
    const double t0 = r.time().front(), t1 = std::max(r.time().back(), t0 + 1e-9);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area(8, 8, size.width() - 16, size.height() - 16);
    p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 1));
    for (int k = 0; k <= 4; ++k) p.drawLine(QPointF(area.left(), area.top() + area.height() * k / 4),
                                            QPointF(area.right(), area.top() + area.height() * k / 4));
    const QColor colors[] = {QColor(0x1f, 0x6f, 0xd1), QColor(0xd0, 0x5a, 0x1e)};
    for (std::size_t n = 0; n < names.size(); ++n) {
        const auto& y = r.column(static_cast<std::size_t>(r.columnIndex(names[n])));
        double lo = *std::min_element(y.begin(), y.end()), hi = *std::max_element(y.begin(), y.end());
        if (!(hi > lo)) {
            lo -= 1;
            hi += 1;
        }
        QPainterPath path;
        for (std::size_t i = 0; i < y.size(); ++i) {
            const QPointF pt(area.left() + area.width() * (r.time()[i] - t0) / (t1 - t0),
                             area.bottom() - area.height() * (y[i] - lo) / (hi - lo));
            if (i == 0) path.moveTo(pt);
            else path.lineTo(pt);
        }
        p.setPen(QPen(colors[n], 1.6));
        p.drawPath(path);
    }
    return image;
}

QImage sceneThumbnail(QGraphicsScene& scene, const QSize& size) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xfb, 0xfb, 0xfb));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF source = scene.itemsBoundingRect().adjusted(-12, -12, 12, 12);
    scene.render(&p, QRectF(QPointF(0, 0), QSizeF(size)), source, Qt::KeepAspectRatio);
    return image;
}

}  // namespace

QImage renderThumbnail(const QString& file, const QSize& size) {
    LoadResult loaded = loadModelFile(file.toStdString());
    if (loaded.document) {
        const doc::Document& d = *loaded.document;
        const bool multi = d.modules.size() > 1 || d.cosimulation || d.package;
        if (multi || (!d.modules.empty() && !d.modules[0].statecharts.empty())) {
            DocumentModel model;
            model.setDocument(d);
            if (multi) {
                ModuleScene scene(&model);
                scene.rebuild();
                return sceneThumbnail(scene, size);
            }
            StatechartScene scene(&model);
            scene.setChart(0, 0);
            return sceneThumbnail(scene, size);
        }
    }
    return plotThumbnail(loaded, size);
}

QList<GalleryEntry> galleryEntries(const QString& examplesDir, const QString& language) {
    const QDir dir(examplesDir);
    QList<GalleryEntry> out;
    QStringList listed;
    QFile catalogue(dir.filePath("gallery.json"));
    if (catalogue.open(QIODevice::ReadOnly)) {
        const QJsonArray examples = QJsonDocument::fromJson(catalogue.readAll()).object().value("examples").toArray();
        for (const QJsonValue& v : examples) {
            const QJsonObject o = v.toObject();
            const QString file = o.value("file").toString();
            if (!dir.exists(file)) continue;
            auto text = [&](const char* key) {
                const QJsonObject t = o.value(QLatin1String(key)).toObject();
                const QString s = t.value(language).toString();
                return s.isEmpty() ? t.value("en").toString() : s;
            };
            out.append({dir.filePath(file), o.value("seed").toString(), text("title"), text("description")});
            listed << file;
        }
    }
    // examples not in the catalogue still appear, by file name
    for (const QString& f : dir.entryList({"*.mo", "*.hsm"}, QDir::Files, QDir::Name))
        if (!listed.contains(f)) out.append({dir.filePath(f), QString(), f, QString()});
    return out;
}

ExamplesGallery::ExamplesGallery(const QString& examplesDir, QWidget* parent) : QDialog(parent), m_dir(examplesDir) {
    setObjectName("examplesGallery");
    m_list = new QListWidget(this);
    m_list->setObjectName("galleryList");
    m_list->setViewMode(QListView::IconMode);
    m_list->setIconSize(kThumbnail);
    m_list->setGridSize(kThumbnail + QSize(24, 56));
    m_list->setResizeMode(QListView::Adjust);
    m_list->setMovement(QListView::Static);
    m_list->setWordWrap(true);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_title->setFont(f);
    m_title->setWordWrap(true);
    m_description = new QLabel(this);
    m_description->setObjectName("galleryDescription");
    m_description->setWordWrap(true);
    m_description->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_picture = new QLabel(this);
    m_open = new QPushButton(this);
    m_hint = new QLabel(this);
    auto* side = new QVBoxLayout;
    side->addWidget(m_picture);
    side->addWidget(m_title);
    side->addWidget(m_description, 1);
    side->addWidget(m_open);
    auto* sideBox = new QWidget(this);
    sideBox->setLayout(side);
    sideBox->setFixedWidth(340);
    auto* body = new QHBoxLayout;
    body->addWidget(m_list, 1);
    body->addWidget(sideBox);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addLayout(body, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExamplesGallery::showDetails);
    connect(m_list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        emit exampleChosen(item->data(Qt::UserRole).toString());
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem* item = m_list->currentItem()) emit exampleChosen(item->data(Qt::UserRole).toString());
    });
    resize(1180, 760);
    fill();
}

QImage ExamplesGallery::cachedThumbnail(const QString& file) {
    const QFileInfo info(file);
    const QString cacheDir = QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + "/thumbnails";
    // a picture per language: the canvases write their trigger words and entry / exit lines
    // in it
    const QByteArray key =
        QCryptographicHash::hash(
            (info.absoluteFilePath() + QString::number(info.lastModified().toMSecsSinceEpoch()) +
             QString::number(kThumbnail.width()) + currentLanguage())
                .toUtf8(),
            QCryptographicHash::Sha1)
            .toHex()
            .left(16);
    const QString cached = cacheDir + '/' + info.completeBaseName() + '-' + QString::fromLatin1(key) + ".png";
    QImage image;
    if (image.load(cached)) return image;
    image = renderThumbnail(file, kThumbnail);
    QDir().mkpath(cacheDir);
    image.save(cached);
    return image;
}

QImage ExamplesGallery::thumbnail(int row) const { return row >= 0 && row < m_thumbnails.size() ? m_thumbnails[row] : QImage(); }

void ExamplesGallery::fill() {
    const int row = m_list->currentRow();
    m_entries = galleryEntries(m_dir, currentLanguage());
    if (m_thumbnails.size() != m_entries.size() || m_thumbnailLanguage != currentLanguage()) {
        m_thumbnailLanguage = currentLanguage();
        m_thumbnails.clear();
        for (const auto& e : m_entries) m_thumbnails.append(cachedThumbnail(e.file));
    }
    m_list->clear();
    for (int i = 0; i < m_entries.size(); ++i) {
        const GalleryEntry& e = m_entries[i];
        // the title alone: which worked example a model reproduces is the file's business
        auto* item =
            new QListWidgetItem(QIcon(QPixmap::fromImage(m_thumbnails[i])), e.title, m_list);
        item->setData(Qt::UserRole, e.file);
        item->setToolTip(e.description);
        item->setTextAlignment(Qt::AlignHCenter | Qt::AlignTop);
    }
    m_list->setCurrentRow(row < 0 ? 0 : row);
    setWindowTitle(tr("Examples"));
    m_hint->setText(tr("Double-click an example to open it."));
    m_open->setText(tr("Open"));
    showDetails();
}

void ExamplesGallery::showDetails() {
    const int row = m_list->currentRow();
    if (row < 0 || row >= m_entries.size()) return;
    m_title->setText(m_entries[row].title);
    m_description->setText(m_entries[row].description + QStringLiteral("\n\n") + QFileInfo(m_entries[row].file).fileName());
    m_picture->setPixmap(QPixmap::fromImage(m_thumbnails[row].scaled(QSize(320, 200), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
}

void ExamplesGallery::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) fill();
    QDialog::changeEvent(event);
}

}  // namespace hs::ui
