#include <QApplication>
#include <cstdio>
#ifdef Q_OS_WIN
#include <io.h>
#else
#include <sys/resource.h>
#endif

double orbit_turn(double degrees);

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    std::printf("%f\n", orbit_turn(90.0));
    return app.exec();
}
